import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { redactPath } from "./logger.ts";
import type { AppBindings } from "./types.ts";

/** One structured line per request: method, redacted path, status, duration. No bodies, no cookies. */
export const requestLogger = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  const requestId = randomUUID();
  c.header("X-Request-Id", requestId);
  await next();
  const { logger } = c.var.deps;
  const fields = {
    requestId,
    method: c.req.method,
    path: redactPath(c.req.path),
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    ...(c.var.user ? { role: c.var.user.isSubuser ? "subuser" : c.var.user.role } : {}),
  };
  if (c.res.status >= 500) logger.error("request", fields);
  else logger.info("request", fields);
});

const baseCsp = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

function contentSecurityPolicy(path: string): string {
  if (path.startsWith("/storybook")) {
    // Storybook's static build runs inline bootstrap scripts and evaluates story code.
    return [...baseCsp, "script-src 'self' 'unsafe-inline' 'unsafe-eval'", "worker-src 'self' blob:"].join(
      "; ",
    );
  }
  if (path.startsWith("/widget/")) {
    // The widget's demo host page shows the embed snippet exactly as a restaurant pastes it (inline).
    return [...baseCsp, "script-src 'self' 'unsafe-inline'"].join("; ");
  }
  return [...baseCsp, "script-src 'self'"].join("; ");
}

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
  if (c.var.deps.publicOrigin.startsWith("https:")) {
    set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
});
