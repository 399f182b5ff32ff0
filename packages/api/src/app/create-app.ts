import type { Agent } from "node:https";
import {
  AUTO_PUSH_TEST_INTERVAL_MS,
  NOTIFICATION_KEEPALIVE_INTERVAL_MS,
  pushTestTexts,
  pushTexts,
} from "@tischservice/core";
import { demoSiteConfig } from "@tischservice/core/demo";
import { FALLBACK_API_PORT } from "@tischservice/core/rules";
import type { SiteConfig } from "@tischservice/core/schemas";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { requestId } from "hono/request-id";
import { originCheck } from "../auth/origin-check.ts";
import { SessionCache } from "../auth/session-cache.ts";
import { keepsSessionCache } from "../auth/session-neutral-writes.ts";
import { readSession } from "../auth/sessions.ts";
import { DayInputsCache } from "../availability/day-cache.ts";
import { bookingPagesRouter } from "../booking-page/mount-booking-pages.ts";
import type { Db, DbKind } from "../db/client.ts";
import { createEventBus, type EventBus } from "../events/event-bus.ts";
import { changeEvents } from "../http/change-events.ts";
import { compression } from "../http/compression.ts";
import { publicCors } from "../http/cors.ts";
import { createRouter } from "../http/create-router.ts";
import { handleError } from "../http/errors-handler.ts";
import { apiNoStore, publicReadCaching, publicReadPaths } from "../http/http-caching.ts";
import { mountOpenApi } from "../http/openapi.ts";
import { PublicAnswerCache } from "../http/public-answer-cache.ts";
import { publicAnswers } from "../http/public-answers.ts";
import { RateLimiter } from "../http/rate-limit.ts";
import { requestLog } from "../http/request-log.ts";
import { securityHeaders } from "../http/security-headers.ts";
import { ApiError, messages } from "../lib/errors.ts";
import { type Logger, silentLogger } from "../lib/logger.ts";
import { PushAutoTest } from "../push/push-auto-test.ts";
import { PushService } from "../push/push-service.ts";
import { pushTestMessage, restaurantTimeZone } from "../push/test-message.ts";
import { ReservationListCache } from "../reservations/reservation-list-cache.ts";
import { apiRouters } from "../routes/index.ts";
import { type RwgCredentials, rwgRouter } from "../rwg/rwg-routes.ts";
import { mountStaticFiles, type StaticRoots } from "../static/static-files.ts";
import { mountStorybookRedirect } from "../static/storybook-redirect.ts";
import type { AppDeps, RateLimits } from "./types.ts";

export interface CreateAppOptions {
  db: Db;
  dbKind?: DbKind;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** The port reported by `/port-info.json` (a function when it is known only after listening). */
  port?: number | (() => number);
  publicOrigin?: string;
  allowedOrigins?: string[];
  salesEmail?: string;
  logger?: Logger;
  rateLimits?: Partial<RateLimits>;
  rateLimiter?: RateLimiter;
  /** Trusted proxy hops (`TRUST_PROXY`); `true` means 1, `false` 0. */
  trustProxy?: boolean | number;
  mailQueued?: () => void;
  /** Where the file transport keeps the `.eml` copies of sent mail (erasing a guest deletes theirs); null with SMTP. */
  mailFilesDir?: string | null;
  /** Serve the built apps (site, dashboard, widget); off unless given. */
  staticRoots?: StaticRoots;
  /** The port of Storybook's own listener: `/storybook/` redirects there; without it, 404. */
  storybookPort?: number;
  /** The event bus; by default one on the given database (closed by `app.close()`). */
  events?: EventBus;
  keepaliveMs?: number;
  pushAutoTestIntervalMs?: number;
  /** For tests: trusts the local push-service stand-in. */
  pushAgent?: Agent;
  /**
   * Tests only: push service hosts (`host:port`, e.g. the local stand-in) accepted besides the browsers'
   * push services. Off unless given; no environment variable turns it on.
   */
  allowedPushHosts?: readonly string[];
  /** Default true; false leaves double-booking to the exclusion constraint alone (a test). */
  bookingLocks?: boolean;
  /** The operator's data (`SITE_CONFIG`, checked at start); default the demo operator. */
  siteConfig?: SiteConfig;
  /** Reserve with Google's Basic credentials (`RWG_USERNAME`/`RWG_PASSWORD`); without them `/rwg/` is 404. */
  rwg?: RwgCredentials | null;
}

export const defaultRateLimits: RateLimits = {
  loginPerAddress: 10,
  loginPerIp: 50,
  loginPerAccount: 50,
  loginAccountWindowMs: 60 * 60 * 1000,
  resetPerIp: 20,
  resetPerToken: 5,
  forgotPerAddress: 5,
  forgotPerIp: 20,
  demoPerIp: 10,
  bookingPerIp: 20,
  signupPerAddress: 5,
  signupPerIp: 20,
  receiptsPerAddressPerDay: 10,
  signupMailsPerAddressPerDay: 10,
  passwordChangePerAccount: 10,
  uploadsPerAccount: 30,
  windowMs: 15 * 60 * 1000,
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const UPLOAD_MAX_BODY = 10 * 1024 * 1024 + 64 * 1024;
const JSON_MAX_BODY = 1024 * 1024;

/** Builds the HTTP application around the given database; tests build their own. */
export function createApp(options: CreateAppOptions) {
  const portOption = options.port ?? FALLBACK_API_PORT;
  const port = () => (typeof portOption === "function" ? portOption() : portOption);
  const logger = options.logger ?? silentLogger;
  const events = options.events ?? createEventBus(options.db, options.dbKind ?? "pglite", logger);
  const push = new PushService({
    db: options.db,
    logger,
    subject: `mailto:${options.salesEmail ?? "vertrieb@tischservice.example"}`,
    ...(options.pushAgent ? { agent: options.pushAgent } : {}),
    ...(options.allowedPushHosts ? { extraHosts: options.allowedPushHosts } : {}),
  });
  // Its on/off state lives in the database; the process holding the jobs lease sends (`runDue`).
  const pushAutoTest = new PushAutoTest({
    db: options.db,
    send: async (restaurantId, at) =>
      push.sendToRestaurant(
        restaurantId,
        pushTestMessage({
          title: pushTexts.installTitle,
          text: pushTestTexts.autoTestMessage,
          at,
          timeZone: await restaurantTimeZone(options.db, restaurantId),
          tag: "auto-test",
        }),
      ),
    intervalMs: options.pushAutoTestIntervalMs ?? AUTO_PUSH_TEST_INTERVAL_MS,
    logger,
  });
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind ?? "pglite",
    now: options.now ?? (() => new Date()),
    logger,
    rateLimiter: options.rateLimiter ?? new RateLimiter(options.db),
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    publicOrigin: (options.publicOrigin ?? `http://localhost:${port()}`).replace(/\/$/, ""),
    allowedOrigins: options.allowedOrigins ?? [],
    salesEmail: options.salesEmail ?? "vertrieb@tischservice.example",
    trustProxy: Number(options.trustProxy ?? 0),
    mailQueued: options.mailQueued ?? (() => {}),
    mailFilesDir: options.mailFilesDir ?? null,
    events,
    dayCache: new DayInputsCache(events, logger),
    publicAnswers: new PublicAnswerCache(events, logger),
    reservationLists: new ReservationListCache(events, logger),
    sessionCache: new SessionCache(),
    push,
    pushAutoTest,
    keepaliveMs: options.keepaliveMs ?? NOTIFICATION_KEEPALIVE_INTERVAL_MS,
    bookingLocks: options.bookingLocks ?? true,
    siteConfig: options.siteConfig ?? demoSiteConfig,
  };

  const app = createRouter();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    c.set("restaurantScope", null);
    await next();
  });
  // A proxy's id (up to 64 letters, digits, `_`, `-`, `=`) is kept, so its log and ours name the same
  // request; otherwise a fresh UUID.
  app.use("*", requestId({ limitLength: 64 }));
  app.use("*", requestLog);
  app.use("*", securityHeaders(deps.publicOrigin.startsWith("https:")));
  app.use("*", compression);
  app.use("/api/*", apiNoStore);
  const tooLarge = (message: string) => () => {
    throw new ApiError(413, message);
  };
  // Reads carry no body to limit.
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_MAX_BODY, onError: tooLarge(messages.fileTooLarge) });
  const jsonLimit = bodyLimit({ maxSize: JSON_MAX_BODY, onError: tooLarge(messages.payloadTooLarge) });
  app.use("/api/*", async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    return (c.req.path.startsWith("/api/upload/") ? uploadLimit : jsonLimit)(c, next);
  });
  app.use("/api/*", publicCors);
  for (const path of publicReadPaths) app.use(path, publicReadCaching);
  // Before the session: a request without a session cookie is anonymous, and its kept public answer
  // needs no session, origin check, route or handler (see `publicAnswers`).
  app.use("/api/*", publicAnswers);
  // Sessions ended anywhere (sign-out, password change, deactivation, ... on any process) leave the cache
  // at their commit; a lost event connection may have missed some, so it starts afresh.
  events
    .onSessionsEnded((ids) => deps.sessionCache.forget(ids))
    .catch((error) => logger.warn("session cache cannot listen", { error: String(error) }));
  events.onReset(() => deps.sessionCache.clear());
  app.use(
    "/api/*",
    createMiddleware(async (c, next) => {
      const session = await readSession(c);
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sessionId);
      }
      await next();
      // Whatever a change did to sessions or accounts, this process's next request asks the database: every
      // way to end a session is a state-changing request, and this runs before its answer is sent. Guests'
      // bookings and the like end no session: under booking load the dashboards' sessions stay cached.
      if (!SAFE_METHODS.has(c.req.method) && !keepsSessionCache(c.req.path, session !== null)) {
        deps.sessionCache.clear();
      }
    }),
  );
  app.use("/api/*", originCheck);
  app.use("/api/*", changeEvents);

  app.get("/port-info.json", (c) => c.json({ port: port() }, 200));
  for (const router of apiRouters) app.route("/", router);
  app.route("/", bookingPagesRouter(options.staticRoots?.site));
  app.route("/", rwgRouter(options.rwg ?? null));
  mountOpenApi(app);

  app.all("/api/*", () => {
    throw new ApiError(404, messages.notFound);
  });
  mountStorybookRedirect(app, options.storybookPort);
  if (options.staticRoots) mountStaticFiles(app, options.staticRoots);
  app.notFound((c) => c.text(messages.pageNotFound, 404));
  app.onError(handleError);
  return Object.assign(app, {
    deps,
    /** Stops the event listener (the database stays open: it is the caller's). */
    async close() {
      if (!options.events) await events.close();
    },
  });
}

export type App = ReturnType<typeof createApp>;
