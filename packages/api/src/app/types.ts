import type { SiteConfig } from "@tischservice/core/schemas";
import type { SessionCache } from "../auth/session-cache.ts";
import type { SessionUser } from "../auth/session-user.ts";
import type { DayInputsCache } from "../availability/day-cache.ts";
import type { Db, DbKind } from "../db/client.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { PublicAnswerCache } from "../http/public-answer-cache.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { Logger } from "../lib/logger.ts";
import type { PushAutoTest } from "../push/push-auto-test.ts";
import type { PushService } from "../push/push-service.ts";
import type { ReservationListCache } from "../reservations/reservation-list-cache.ts";

export type { SessionUser };

export interface RateLimits {
  /** Sign-in attempts per address (or login) and client together, per window; a success resets it. */
  loginPerAddress: number;
  loginPerIp: number;
  /** Sign-in attempts per account from browsers it does not trust, per `loginAccountWindowMs`. */
  loginPerAccount: number;
  loginAccountWindowMs: number;
  /** `reset-password` attempts per client and per token, per window. */
  resetPerIp: number;
  resetPerToken: number;
  forgotPerAddress: number;
  forgotPerIp: number;
  demoPerIp: number;
  /** Public bookings (`POST /api/reservation/...`) per IP and window. */
  bookingPerIp: number;
  /** Sign-ups (`POST /api/signup/...`) per address and per IP and window; resend counts the same apart. */
  signupPerAddress: number;
  signupPerIp: number;
  /** Receipts that guests' public requests send to one address per day (more are left out, not refused). */
  receiptsPerAddressPerDay: number;
  /** Sign-up and resend mails to one address that has an account, per day (more change nothing). */
  signupMailsPerAddressPerDay: number;
  /** `change-password` attempts per account and window (a stolen session cannot guess the password). */
  passwordChangePerAccount: number;
  /** Image uploads per account and window (the quota bounds the space, this the rate). */
  uploadsPerAccount: number;
  windowMs: number;
}

/** Everything a handler needs, passed into `createApp` (no module-level singletons). */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  now: () => Date;
  logger: Logger;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  /** The origin links in mails point to; also allowed by the Origin check. */
  publicOrigin: string;
  allowedOrigins: string[];
  salesEmail: string;
  /** Trusted reverse-proxy hops (`TRUST_PROXY`): 0 = none, 1 = the nearest proxy's view, ... */
  trustProxy: number;
  /** Called after a commit that queued mail, so the worker sends it without waiting for its next poll. */
  mailQueued: () => void;
  /** The `.eml` copies' folder (file transport), or null (SMTP). */
  mailFilesDir: string | null;
  /** LISTEN/NOTIFY on the restaurant channels. */
  events: EventBus;
  /** The day inputs of `simple-timeslots`, invalidated by the events. */
  dayCache: DayInputsCache;
  /** Sessions seen active a moment ago (revocation acts here at once, elsewhere within 5 s). */
  sessionCache: SessionCache;
  /** Anonymous answers of the public GETs (restaurant, configuration, special hours, slots), invalidated by the events. */
  publicAnswers: PublicAnswerCache;
  /** The staff's reservation lists (JSON text) per restaurant and day, invalidated by the events. */
  reservationLists: ReservationListCache;
  push: PushService;
  pushAutoTest: PushAutoTest;
  /** Interval of the SSE keepalive (25 s). */
  keepaliveMs: number;
  /** Take the per-restaurant-and-day advisory lock when booking (off only to test the constraint alone). */
  bookingLocks: boolean;
  /** The operator's data: the company footer of every mail. */
  siteConfig: SiteConfig;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
    /** The restaurant a handler authorised the caller for (set by `requireStaff`); drives change events. */
    restaurantScope: string | null;
    /** The request's id (`hono/request-id`): in its log line and the `X-Request-Id` answer header. */
    requestId: string;
  };
}

/** A handler typed by its route definition (hono-open-api-starter's `AppRouteHandler`). */
export type AppRouteHandler<R extends import("@hono/zod-openapi").RouteConfig> =
  import("@hono/zod-openapi").RouteHandler<R, AppBindings>;
