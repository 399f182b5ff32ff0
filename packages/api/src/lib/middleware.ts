import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { contentSecurityPolicy } from "../static/content-security-policy.ts";
import { redactPath } from "./logger.ts";
import type { AppBindings } from "./types.ts";

/**
 * One structured line per request: method, redacted path, status, duration. No bodies, no cookies.
 * (`c.get` rather than `c.var`: the latter copies every variable into a new object on each access.)
 */
export const requestLogger = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  const requestId = randomUUID();
  c.header("X-Request-Id", requestId);
  await next();
  const { logger } = c.get("deps");
  const user = c.get("user");
  const fields = {
    requestId,
    method: c.req.method,
    path: redactPath(c.req.path),
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    ...(user ? { role: user.isSubuser ? "subuser" : user.role } : {}),
  };
  if (c.res.status >= 500) logger.error("request", fields);
  else logger.info("request", fields);
});

/** Security headers on every answer; files meant for other sites (widget, banners) may be embedded. */
export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const path = c.req.path;
  const headers = c.res.headers;
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  set("X-Content-Type-Options", "nosniff");
  set("Referrer-Policy", "strict-origin-when-cross-origin");
  set("X-Frame-Options", "SAMEORIGIN");
  set("Cross-Origin-Opener-Policy", "same-origin");
  set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  const embeddable = path === "/widget.js" || path.startsWith("/api/uploads/");
  set("Cross-Origin-Resource-Policy", embeddable ? "cross-origin" : "same-origin");
  set("Content-Security-Policy", contentSecurityPolicy(path));
  // Live streams carry guests' names; Hono's streamSSE says only `no-cache`.
  if (headers.get("Content-Type")?.startsWith("text/event-stream")) headers.set("Cache-Control", "no-store");
  if (c.get("deps").publicOrigin.startsWith("https:")) {
    set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
});
