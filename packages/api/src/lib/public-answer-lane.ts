import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SESSION_COOKIE } from "../auth/session-cookie.ts";
import { isPublicCall } from "./cors.ts";
import { logRequestLine, redactPath } from "./logger.ts";
import { keptPublicAnswer } from "./public-answer-cache.ts";
import { encodePlain, mayBeCompressed, plainJsonHeaders } from "./response-frame.ts";
import type { AppDeps } from "./types.ts";

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The public answers the cache holds (slots, restaurant, configuration, special hours: what every guest's
 * widget asks for), answered to anonymous GETs at the HTTP server, in front of Hono: the same bytes,
 * headers and log line that `responseFrame` and `publicAnswers` give them, without a web request, a
 * context, the middleware chain and the conversion of the answer, which cost a kept answer most of its
 * time (see the API's README, "Benchmark"). Anything else goes on to `next`, the app's listener: another
 * method or path, a request with a session cookie (its session is read there), a path Hono decodes (with
 * `%`), a miss. The cache and its invalidation are the app's own (`deps.publicAnswers`).
 */
export function publicAnswerLane(deps: AppDeps, next: RequestListener): RequestListener {
  const https = deps.publicOrigin.startsWith("https:");
  return (req, res) => {
    const url = req.url ?? "";
    if (
      req.method !== "GET" ||
      !url.startsWith("/api/") ||
      req.headers.cookie?.includes(`${SESSION_COOKIE}=`)
    )
      return next(req, res);
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (path.includes("%")) return next(req, res);
    const started = performance.now();
    const answer = keptPublicAnswer(
      deps.publicAnswers,
      path,
      queryAt < 0 ? "" : url.slice(queryAt),
      deps.now().getTime(),
    );
    if (!answer) return next(req, res);
    const send = (encoded: Awaited<ReturnType<typeof encodePlain>>) => {
      const requestId = randomUUID();
      const body = encoded?.bytes ?? answer.body.bytes;
      // Added to the object as it is: spreading it into another cost about 3 µs per answer.
      const headers = plainJsonHeaders(path, https, true, isPublicCall(path, "GET"), requestId);
      if (encoded) headers["content-encoding"] = encoded.encoding;
      headers["content-length"] = String(body.byteLength);
      res.writeHead(200, headers);
      res.end(body);
      logRequestLine(deps.logger, {
        requestId,
        method: "GET",
        path: redactPath(path),
        status: 200,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    const accept = req.headers["accept-encoding"];
    // Without Accept-Encoding, or for a short answer, nothing is compressed: at once, without a promise.
    if (!accept || !mayBeCompressed(answer.body)) return send(null);
    // Compressing failed (nothing was sent): the app's way answers instead.
    encodePlain(answer.body, accept).then(send, () => next(req, res));
  };
}
