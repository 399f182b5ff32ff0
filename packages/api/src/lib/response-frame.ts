import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { contentSecurityPolicy, dataCsp } from "../static/content-security-policy.ts";
import { COMPRESS_THRESHOLD, chooseEncoding, compression, deflateAsync, gzipAsync } from "./compression.ts";
import { isPublicCall } from "./cors.ts";
import { logRequestLine, type RequestLine, redactPath } from "./logger.ts";
import type { AppBindings, AppDeps } from "./types.ts";

/** Files meant for other sites (the widget, banners) may be embedded there. */
const embeddablePath = (path: string) =>
  path === "/widget.js" || path.startsWith("/widget/chunks/") || path.startsWith("/api/uploads/");

/** Whether an answer's content type is JSON (the API's answers, `/port-info.json`): data, not a document. */
const isJsonType = (contentType: string | null | undefined) =>
  contentType?.startsWith("application/json") === true;

/**
 * The security headers every answer of the main server carries unless its handler set them itself. Pages,
 * scripts and files get the full set; a JSON answer (`json`) only those that mean something for data:
 * `nosniff`, who may read it cross-origin, a policy that allows nothing, and HSTS. The document-only ones
 * (Referrer-Policy, Permissions-Policy, COOP, X-Frame-Options, the main policy) would be about 450 bytes
 * on every API answer, which the server's per-request cost grows with.
 */
function securityHeaderList(
  path: string,
  https: boolean,
  json: boolean,
): Array<[name: string, value: string]> {
  const resourcePolicy: [string, string] = [
    "cross-origin-resource-policy",
    embeddablePath(path) ? "cross-origin" : "same-origin",
  ];
  const hsts: Array<[string, string]> = https
    ? [["strict-transport-security", "max-age=31536000; includeSubDomains"]]
    : [];
  if (json) {
    return [
      ["x-content-type-options", "nosniff"],
      resourcePolicy,
      ["content-security-policy", dataCsp],
      ...hsts,
    ];
  }
  return [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "SAMEORIGIN"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    resourcePolicy,
    ["content-security-policy", contentSecurityPolicy(path)],
    ...hsts,
  ];
}

/** Security headers on answers built elsewhere (files, streams, redirects, answers with cookies). */
export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of securityHeaderList(
    c.req.path,
    c.get("deps").publicOrigin.startsWith("https:"),
    isJsonType(headers.get("Content-Type")),
  )) {
    if (!headers.has(name)) headers.set(name, value);
  }
  // Live streams carry guests' names; Hono's streamSSE says only `no-cache`.
  if (headers.get("Content-Type")?.startsWith("text/event-stream")) headers.set("Cache-Control", "no-store");
});

/**
 * The headers of a plain JSON answer, as one frozen object per kind of path (the same values
 * `securityHeaders`, the API's `Cache-Control`, the widget's CORS and `compression`'s `Vary` give an answer
 * built the general way; `response-frame.test.ts` compares both).
 */
const jsonHeaderSets: Array<Readonly<Record<string, string>> | undefined> = [];
function jsonHeaders(path: string, https: boolean, api: boolean, publicCall: boolean) {
  // What the headers depend on, as bits: embeddable, https, API, widget call.
  const key = (embeddablePath(path) ? 1 : 0) | (https ? 2 : 0) | (api ? 4 : 0) | (publicCall ? 8 : 0);
  let set = jsonHeaderSets[key];
  if (!set) {
    set = Object.freeze({
      ...(publicCall ? { "access-control-allow-origin": "*" } : {}),
      ...(api ? { "cache-control": "no-store" } : {}),
      ...Object.fromEntries(securityHeaderList(path, https, true)),
      vary: "Accept-Encoding",
    });
    jsonHeaderSets[key] = set;
  }
  return set;
}

/** All headers of a plain JSON answer (the frame's and the public answer lane's), without its encoding and length. */
export function plainJsonHeaders(
  path: string,
  https: boolean,
  api: boolean,
  publicCall: boolean,
  requestId: string,
): Record<string, string> {
  return {
    "content-type": "application/json",
    ...jsonHeaders(path, https, api, publicCall),
    "x-request-id": requestId,
  };
}

/**
 * A JSON answer kept for many requests (the caches' answers): its UTF-8 bytes and its gzip and deflate
 * forms are made once, on first need, instead of per answer. Answered through `c.body(ready, status,
 * { "Content-Type": "application/json" })` (see `readyJsonBody`) inside the response frame.
 */
export class ReadyJson {
  #bytes: Buffer | undefined;
  readonly #encoded = new Map<"gzip" | "deflate", Promise<Uint8Array>>();
  constructor(readonly text: string) {}
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.text);
    return this.#bytes;
  }
  encoded(encoding: "gzip" | "deflate"): Promise<Uint8Array> {
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded = (encoding === "gzip" ? gzipAsync : deflateAsync)(this.bytes).then(
        (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
      // A failure is not kept: the next answer tries again.
      encoded.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** `c.body`'s argument for a ready answer (typed as the text it holds; the frame sends its bytes). */
export const readyJsonBody = (ready: ReadyJson) => ready as unknown as string;

type JsonArgs = [object: unknown, arg?: unknown, headers?: unknown];
type BodyArgs = [data: unknown, arg?: unknown, headers?: unknown];

/**
 * Everything every answer of the main server gets, in one middleware: the request's variables, its id, the
 * security headers, `Cache-Control: no-store` and the widget's CORS header on API answers, JSON compression
 * and one log line. Plain JSON answers (`c.json(value, status)`, or `c.body(text, status, { Content-Type:
 * application/json })`, when nothing set a header before) are built at once with all their headers as a
 * plain object: no web `Headers` per answer, and @hono/node-server writes them without converting them.
 * Anything else (cookies, files, streams, redirects, headers set by a handler) takes the general way
 * (`securityHeaders`, `compression`), which sets the same headers where the handler did not.
 */
export function responseFrame(deps: AppDeps) {
  const https = deps.publicOrigin.startsWith("https:");
  return createMiddleware<AppBindings>(async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    c.set("restaurantScope", null);
    const started = performance.now();
    const requestId = randomUUID();
    const path = c.req.path;
    const api = path.startsWith("/api/");
    const method = c.req.method;
    const publicCall = api && isPublicCall(path, method);
    // `compression` leaves these without `Vary`: they take the general way.
    const general = (status: number) => method === "HEAD" || status === 204 || status === 206;
    let touched = false;
    let plain: Response | undefined;
    let plainText: string | ReadyJson = "";
    let plainHeaders: Record<string, string> = {};
    const respond = (text: string | ReadyJson, status: number) => {
      plainText = text;
      plainHeaders = plainJsonHeaders(path, https, api, publicCall, requestId);
      plain = new Response(typeof text === "string" ? text : text.bytes, { status, headers: plainHeaders });
      return plain;
    };
    const { header, json, body } = c;
    c.header = ((...args: Parameters<typeof header>) => {
      touched = true;
      return header(...args);
    }) as typeof header;
    c.json = ((...args: JsonArgs) => {
      const [value, status, headers] = args;
      if (touched || c.finalized || typeof status !== "number" || headers !== undefined || general(status)) {
        return (json as (...a: JsonArgs) => Response)(...args);
      }
      return respond(JSON.stringify(value), status);
    }) as typeof json;
    c.body = ((...args: BodyArgs) => {
      const [data, status, headers] = args;
      const ready = data instanceof ReadyJson;
      if (
        touched ||
        c.finalized ||
        (typeof data !== "string" && !ready) ||
        typeof status !== "number" ||
        !isJsonOnly(headers) ||
        general(status)
      ) {
        return (body as (...a: BodyArgs) => Response)(ready ? data.text : data, ...args.slice(1));
      }
      return respond(data, status);
    }) as typeof body;

    await next();

    // The plain answer's headers are still the object it was built with: no middleware sets headers on
    // an answer after its handler (one that needs other headers replaces `c.res`: the general way).
    if (plain !== undefined && c.res === plain) {
      // Most answers are too short to compress: they go out without asking for the request's header.
      if (mayBeCompressed(plainText)) await compressPlain(c, plain.status, plainHeaders, plainText);
    } else {
      c.res.headers.set("x-request-id", requestId);
      if (api) setIfAbsent(c.res.headers, "cache-control", "no-store");
      if (publicCall) setIfAbsent(c.res.headers, "access-control-allow-origin", "*");
      await compression(c, noop);
      await securityHeaders(c, noop);
    }
    logRequest(c, deps, requestId, path, started);
  });
}

const noop = async () => {};

function setIfAbsent(headers: Headers, name: string, value: string) {
  if (!headers.has(name)) headers.set(name, value);
}

function isJsonOnly(headers: unknown): boolean {
  if (headers === null || typeof headers !== "object") return false;
  const keys = Object.keys(headers);
  const value = (headers as Record<string, unknown>)["Content-Type"];
  return keys.length === 1 && typeof value === "string" && value.startsWith("application/json");
}

/** Whether an answer may reach `COMPRESS_THRESHOLD` bytes; a short one stays below it uncounted. */
export function mayBeCompressed(answer: string | ReadyJson): boolean {
  // UTF-8 takes at most three bytes per UTF-16 unit.
  return (typeof answer === "string" ? answer : answer.text).length * 3 >= COMPRESS_THRESHOLD;
}

/**
 * `compression`'s rule for a plain JSON answer whose text is at hand (a ready one's forms are kept): its
 * compressed bytes and their encoding, or null when it goes out as it is.
 */
export async function encodePlain(
  answer: string | ReadyJson,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Uint8Array; encoding: "gzip" | "deflate" } | null> {
  if (!mayBeCompressed(answer)) return null;
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return null;
  const bytes = typeof answer === "string" ? Buffer.from(answer) : answer.bytes;
  if (bytes.byteLength < COMPRESS_THRESHOLD) return null;
  const compressed =
    typeof answer === "string"
      ? new Uint8Array(await (encoding === "gzip" ? gzipAsync(bytes) : deflateAsync(bytes)))
      : await answer.encoded(encoding);
  return { bytes: compressed, encoding };
}

async function compressPlain(
  c: Context<AppBindings>,
  status: number,
  plainHeaders: Record<string, string>,
  answer: string | ReadyJson,
) {
  const encoded = await encodePlain(answer, c.req.header("Accept-Encoding"));
  if (!encoded) return;
  // The plain answer's own object (it is replaced): another spread of it cost a few µs per answer.
  plainHeaders["content-encoding"] = encoded.encoding;
  const fresh = new Response(encoded.bytes, { status, headers: plainHeaders });
  c.res = undefined;
  c.res = fresh;
}

/**
 * One structured line per request: method, redacted path, status, duration. No bodies, no cookies.
 * (`c.get` rather than `c.var`: the latter copies every variable into a new object on each access.)
 */
function logRequest(
  c: Context<AppBindings>,
  deps: AppDeps,
  requestId: string,
  path: string,
  started: number,
) {
  const user = c.get("user");
  const line: RequestLine = {
    requestId,
    method: c.req.method,
    path: redactPath(path),
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  };
  if (user) line.role = user.isSubuser ? "subuser" : user.role;
  logRequestLine(deps.logger, line);
}
