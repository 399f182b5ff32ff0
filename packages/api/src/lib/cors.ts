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
  // Large groups' enquiries: sending one (old and new address), and its state through the guest's link.
  { pattern: /^\/api\/enquiries\/[^/]+$/, methods: ["GET", "POST"] },
  { pattern: /^\/api\/restaurants\/[^/]+\/enquiries$/, methods: ["POST"] },
  // The waitlist: the widget puts a party on it (old and new address).
  { pattern: /^\/api\/waitlist\/[^/]+$/, methods: ["POST"] },
  { pattern: /^\/api\/restaurants\/[^/]+\/waitlist$/, methods: ["POST"] },
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
 * Hono's `cors` for the widget's calls only: `Access-Control-Allow-Origin: *` without credentials, on the
 * preflight and on the call's answer (errors included: the widget reads a refusal's code). Every other
 * path gets no CORS header, so no other site can read the staff's answers.
 */
export const publicCors = createMiddleware<AppBindings>(async (c, next) => {
  const method = c.req.method === "OPTIONS" ? c.req.header("access-control-request-method") : c.req.method;
  return isPublicCall(c.req.path, method) ? allowAny(c, next) : next();
});
