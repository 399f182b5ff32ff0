import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";
import { ApiError, messages } from "../lib/errors.ts";
import { readSessionToken } from "./session-cookie.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request that carries the session cookie (or signs in) must come from
 * our own origin. Browsers send `Origin` on every such request; without it, `Sec-Fetch-Site` decides.
 */
export const originCheck = createMiddleware<AppBindings>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  // Verifying an address signs in as well (no signing a browser into someone else's new account).
  const signsIn = c.req.path === "/api/users/login" || c.req.path === "/api/signup/verify";
  if (!signsIn && !readSessionToken(c)) return next();
  const origin = c.req.header("origin");
  const { deps } = c.var;
  if (origin) {
    const allowed = new Set([new URL(c.req.url).origin, deps.publicOrigin, ...deps.allowedOrigins]);
    if (!allowed.has(origin)) throw new ApiError(403, messages.foreignOrigin);
  } else if (c.req.header("sec-fetch-site") === "cross-site") {
    throw new ApiError(403, messages.foreignOrigin);
  }
  return next();
});
