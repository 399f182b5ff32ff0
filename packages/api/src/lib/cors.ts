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
  { pattern: /^\/api\/reservations\/[^/]+\/guest-cancel$/, methods: ["POST"] },
  { pattern: /^\/api\/reservations\/[^/]+\/guest-data-(export|erase)$/, methods: ["POST"] },
];

const allowAny = cors({
  origin: "*",
  allowMethods: ["GET", "POST", "OPTIONS"],
  allowHeaders: ["Content-Type", "Idempotency-Key"],
  credentials: false,
  maxAge: 600,
});

/**
 * CORS for the widget's calls only: `Access-Control-Allow-Origin: *` without credentials. Preflights go
 * through Hono's `cors()`; the calls themselves get their one header as a prepared header (`cors()` sets it
 * on `c.res` before the handler runs, which makes Hono copy the handler's answer through a stream).
 */
export const publicCors = createMiddleware<AppBindings>(async (c, next) => {
  const path = c.req.path;
  const preflight = c.req.method === "OPTIONS";
  const method = preflight ? c.req.header("access-control-request-method") : c.req.method;
  const match = publicPaths.find((entry) => entry.pattern.test(path));
  if (!match || !method || !match.methods.includes(method.toUpperCase())) return next();
  if (preflight) return allowAny(c, next);
  c.header("Access-Control-Allow-Origin", "*");
  return next();
});
