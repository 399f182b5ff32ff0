import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant } from "./columns.ts";
import { reservations } from "./reservations.ts";
import { restaurants } from "./restaurants.ts";
import { sessions, users } from "./users.ts";

/** A mail as the outbox stores it: rendered, ready to send. */
export interface OutboxMail {
  to: string;
  /**
   * The display name to send under ("Trattoria Demo über Tischservice"), header-safe; the address stays
   * the platform's sender. Without it the sender is `MAIL_FROM` as it is.
   */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the mail (e.g. a guest's data export as JSON). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** An English mail to a guest: its company footer is English too. German when left out. */
  language?: "en";
}

/**
 * The durable outbox: written in the same transaction as the change that causes it, delivered by a
 * worker with retries and backoff. `kind` is `mail` or `push`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: idColumn(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<OutboxMail | Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
    /** The restaurant a mail or push was sent for (null for the platform's own mail): export and erasure per restaurant. */
    restaurantId: text("restaurant_id").references(() => restaurants.id, { onDelete: "cascade" }),
    /** The reservation it is about, if any: erasing the guest deletes it with the reservation's personal data. */
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_reservation_idx").on(t.reservationId),
    index("outbox_restaurant_idx").on(t.restaurantId),
  ],
);

export const demoRequests = pgTable("demo_requests", {
  id: idColumn(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  restaurantName: text("restaurant_name").notNull().default(""),
  message: text("message").notNull().default(""),
  createdAt: createdAt(),
});

/** Server-wide settings that must survive restarts (e.g. the VAPID keys). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** Web-push subscriptions of a restaurant's devices. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * The session that registered the device: signing out there (or ending that session in any other way
     * but expiry) removes the subscription. Null for older rows and after the session was purged.
     */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "set null" }),
    endpoint: text("endpoint").notNull().unique(),
    subscription: jsonb("subscription").$type<Record<string, unknown>>().notNull(),
    platform: text("platform").notNull().default("web"),
    /** What the device list shows, e.g. "Chrome auf Android". */
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_subscriptions_restaurant_idx").on(t.restaurantId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/**
 * Rate-limit counters shared by every process: one row per key and fixed window, counted with an
 * upsert (`count = count + 1`) so that concurrent processes never lose a hit.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    windowStart: instant("window_start").notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);

/**
 * Leases for work that must run once per cluster (sending mail and push, the push auto-test, scheduled
 * jobs): the process named in `holder` owns `name` until `expires_at` and renews it while it lives.
 */
export const leases = pgTable("leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: instant("expires_at").notNull(),
  acquiredAt: instant("acquired_at").notNull().defaultNow(),
});

/**
 * The push panel's automatic test, per restaurant: on while its row exists (so every process reports the
 * same state); the process holding the jobs lease sends one message when `next_send_at` has come.
 */
export const pushAutoTests = pgTable("push_auto_tests", {
  restaurantId: text("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  startedAt: instant("started_at").notNull(),
  nextSendAt: instant("next_send_at").notNull(),
});

/**
 * Scheduled jobs of the cluster (`src/cluster/job-runner.ts`): a run is claimed by moving `next_run_at`
 * forward in one statement, so a job runs once per interval however many processes believe they may run it.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: instant("next_run_at").notNull(),
  lastRunAt: instant("last_run_at"),
  /** The last run's error message (short, no personal data); null after a run that succeeded. */
  lastError: text("last_error"),
});
