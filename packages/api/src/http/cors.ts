import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";

/** The calls the booking widget makes from restaurants' own websites (any origin, never with cookies). */
const publicPaths: Array<{ pattern: RegExp; methods: string[] }> = [
  { pattern: /^\/api\/simple-timeslots\/[^/]+\/[^/]+\/[^/]+$/, methods: ["GET"] },
  // Other days' free times when the chosen day is full.
  { pattern: /^\/api\/restaurants\/[^/]+\/next-free-times$/, methods: ["GET"] },
  { pattern: /^\/api\/reservation\/[^/]+$/, methods: ["POST"] },
  { pattern: /^\/api\/restaurants\/[^/]+$/, methods: ["GET"] },
  // Opening hours and special hours, so the widget can grey out closed days.
  { pattern: /^\/api\/restaurantconfigs\/[^/]+$/, methods: ["GET"] },
  { pattern: /^\/api\/special-hours\/[^/]+$/, methods: ["GET"] },
  { pattern: /^\/api\/restaurants\/[^/]+\/(config|special-hours)$/, methods: ["GET"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest(-timeslots)?$/, methods: ["GET"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest-(cancel|confirm|change)$/, methods: ["POST"] },
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
 * CORS for the widget's calls only: `Access-Control-Allow-Origin: *` without credentials, on the preflight
 * (Hono's `cors`) and on the call's answer (errors included: the widget reads a refusal's code). Every other
 * path gets no CORS header, so no other site can read the staff's answers.
 *
 * The call's answer gets its one header once it is made. Hono's `cors` writes it into `c.res` before the
 * handler runs; Hono then merges the handler's answer into that early response by re-reading its body as a
 * stream, which made an anonymous read cost about a third more CPU on this server.
 */
export const publicCors = createMiddleware<AppBindings>(async (c, next) => {
  if (c.req.method === "OPTIONS") {
    return isPublicCall(c.req.path, c.req.header("access-control-request-method"))
      ? allowAny(c, next)
      : next();
  }
  if (!isPublicCall(c.req.path, c.req.method)) return next();
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
});
