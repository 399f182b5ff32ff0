import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "./types.ts";

/** The calls the booking widget makes from restaurants' own websites (any origin, never with cookies). */
const publicPaths: Array<{ pattern: RegExp; methods: string[] }> = [
  { pattern: /^\/api\/simple-timeslots\/[^/]+\/[^/]+\/[^/]+$/, methods: ["GET"] },
  { pattern: /^\/api\/reservation\/[^/]+$/, methods: ["POST"] },
  { pattern: /^\/api\/restaurants\/[^/]+$/, methods: ["GET"] },
  // Opening hours and special hours, so the widget can grey out closed days.
  { pattern: /^\/api\/restaurantconfigs\/[^/]+$/, methods: ["GET"] },
  { pattern: /^\/api\/special-hours\/[^/]+$/, methods: ["GET"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest$/, methods: ["GET"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest-(cancel|confirm)$/, methods: ["POST"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest-data-(export|erase)$/, methods: ["POST"] },
  // Large groups' enquiries (issue 20): sending one, and its state through the guest's link.
  { pattern: /^\/api\/enquiries\/[^/]+$/, methods: ["GET", "POST"] },
  // The waitlist (issue 20): the widget puts a party on it.
  { pattern: /^\/api\/waitlist\/[^/]+$/, methods: ["POST"] },
];

const allowAny = cors({
  origin: "*",
  allowMethods: ["GET", "POST", "OPTIONS"],
  allowHeaders: ["Content-Type", "Idempotency-Key"],
  credentials: false,
  maxAge: 600,
});

/** Whether a request is one of the widget's calls (method as sent; a preflight's asked-for method). */
export function isPublicCall(path: string, method: string | undefined): boolean {
  if (!method) return false;
  const upper = method.toUpperCase();
  return publicPaths.some((entry) => entry.methods.includes(upper) && entry.pattern.test(path));
}

/**
 * CORS for the widget's calls only: `Access-Control-Allow-Origin: *` without credentials. Preflights go
 * through Hono's `cors()` here; the calls themselves get their one header from `responseFrame` along with
 * the others (`cors()` sets it on `c.res` before the handler runs, which makes Hono copy the handler's
 * answer through a stream).
 */
export const publicCors = createMiddleware<AppBindings>(async (c, next) => {
  if (c.req.method !== "OPTIONS") return next();
  if (!isPublicCall(c.req.path, c.req.header("access-control-request-method"))) return next();
  return allowAny(c, next);
});
