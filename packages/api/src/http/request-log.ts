import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";
import { logRequestLine, type RequestLine, redactPath } from "../lib/logger.ts";

/**
 * One log line per request, once its answer is made: request id, method, path (without query, tokens or
 * e-mail addresses: `redactPath`), status, duration in milliseconds and, for a signed-in caller, the role.
 * Never bodies, cookies or headers. A failure's answer is logged too: Hono's error handler has made it by
 * the time this runs.
 */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  await next();
  const user = c.get("user");
  const line: RequestLine = {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: redactPath(c.req.path),
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  };
  if (user) line.role = user.isSubuser ? "subuser" : user.role;
  logRequestLine(c.get("deps").logger, line);
});
