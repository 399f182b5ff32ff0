import type { BookingLanguage, ReservationStatus as CoreReservationStatus } from "@tischservice/core";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";
import { restaurants, tables } from "./restaurants.ts";
import { users } from "./users.ts";

/**
 * Core's `reservationStatuses` (written out: drizzle-kit reads this file without the workspace's packages).
 * `no_show`: the guest did not come; like a cancellation it releases the tables. `arrived`, `seated`,
 * `completed`: the visit's steps after confirmation; completing ends the tables' rows at that moment.
 */
export const reservationStatuses = [
  "pending",
  "confirmed",
  "arrived",
  "seated",
  "completed",
  "cancelled",
  "no_show",
] as const satisfies readonly CoreReservationStatus[];
export type ReservationStatus = (typeof reservationStatuses)[number];
/** Core's `bookingLanguages` (values here: drizzle-kit reads this file without the workspace's packages). */
const bookingLanguages = ["de", "en"] as const satisfies readonly BookingLanguage[];

/**
 * JavaScript's white space (`\s`, what `trim()` removes) as a regular-expression class body for
 * PostgreSQL, so that SQL splits and trims names exactly as core does on every engine and locale.
 */
export const jsWhitespaceClass = String.raw`\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF`;

/**
 * Core's `lastNameWord` of a name in lower case, as SQL: the index of the surname search is built on this
 * expression, and the search must spell it the same for the index to serve it.
 */
export function lowerLastNameWord(name: AnyPgColumn | SQL): SQL {
  const lastWord = `'([^${jsWhitespaceClass}]*)[${jsWhitespaceClass}]*$'`;
  return sql`lower(substring(${name} from ${sql.raw(lastWord)}))`;
}

/**
 * Reservations: the local date and time slot as the guest chose them (restaurant time zone) and the
 * absolute instants they stand for, so daylight-saving days are right.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    customerUserId: text("customer_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The short reference guests quote (`K7M2QX`, core's `newBookingReference`): drawn by the writer, unique
     * per restaurant by the index below (`insertReservation` draws again on a collision).
     */
    reference: text("reference").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    /**
     * The guest the reservation belongs to: core's `guestKeyOf` of its address and phone, written with
     * every write of them (`reservationContact`); "" without either. The guest book groups and looks up by
     * it, so it never has to read a restaurant's whole history.
     */
    guestKey: text("guest_key").notNull().default(""),
    /** The phone in E.164 form (core's `guestPhoneKey`; "" without one), which the guest search reads. */
    guestPhone: text("guest_phone").notNull().default(""),
    numberOfGuests: integer("number_of_guests").notNull(),
    reservationDate: date("reservation_date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    status: text("status", { enum: reservationStatuses }).notNull().default("pending"),
    specialRequests: text("special_requests").notNull().default(""),
    source: text("source", { enum: ["widget", "staff", "customer", "demo", "google"] })
      .notNull()
      .default("widget"),
    /** SHA-256 of the guest's view-and-cancel link token. */
    manageTokenHash: text("manage_token_hash"),
    /** The client's `Idempotency-Key`: a retried booking returns the first one instead of booking twice. */
    idempotencyKey: text("idempotency_key"),
    /** The Google user who booked through Reserve with Google (its `user_id`): its bookings are listed by it. */
    rwgUserId: text("rwg_user_id"),
    /** When the reminder mail was queued: set with its outbox row, so it goes out at most once. */
    reminderSentAt: instant("reminder_sent_at"),
    /** SHA-256 of the reminder mail's link token (its "Ich komme wie geplant" and "Stornieren" links). */
    reminderTokenHash: text("reminder_token_hash"),
    /** When the guest answered the reminder "Ich komme wie geplant" (the dashboard's "Vom Gast bestätigt"). */
    guestConfirmedAt: instant("guest_confirmed_at"),
    /** When staff marked the guest arrived ("Angekommen"): at the door, not yet at a table. */
    arrivedAt: instant("arrived_at"),
    /** When the guest sat down at the table ("Platziert"); with `completedAt` it gives the real stay. */
    seatedAt: instant("seated_at"),
    /** When the visit ended ("Abgeschlossen"): the bill was paid, staff closed it, or the day's job did. */
    completedAt: instant("completed_at"),
    /** The language the guest booked in (core's `bookingLanguages`): their mails speak it. */
    language: text("language", { enum: bookingLanguages }).notNull().default("de"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_restaurant_date_idx").on(t.restaurantId, t.reservationDate),
    index("reservations_restaurant_starts_idx").on(t.restaurantId, t.startsAt),
    index("reservations_customer_idx").on(t.customerUserId),
    index("reservations_rwg_user_idx").on(t.rwgUserId).where(sql`${t.rwgUserId} is not null`),
    uniqueIndex("reservations_idempotency_unique").on(t.restaurantId, t.idempotencyKey),
    uniqueIndex("reservations_reference_unique").on(t.restaurantId, t.reference),
    index("reservations_restaurant_created_idx").on(t.restaurantId, t.createdAt),
    /** The reminder job's candidates: confirmed reservations without a reminder, by start. */
    index("reservations_reminder_due_idx")
      .on(t.startsAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} = 'confirmed'`),
    /**
     * The visits still open (confirmed, at the door, at the table), by their end: the job that closes past
     * ones reads only these, however many years of closed visits the table holds.
     */
    index("reservations_open_visits_idx")
      .on(t.endsAt)
      .where(sql`${t.status} in ('confirmed', 'arrived', 'seated')`),
    /** A guest's data by address (export and erasure, case-insensitive). */
    index("reservations_email_idx").on(sql`lower(${t.customerEmail})`),
    /** The guest book: one guest's reservations, and the search by the start of the address. */
    index("reservations_guest_key_idx").on(t.restaurantId, t.guestKey.op("text_pattern_ops")),
    /** The guest search by the start of the name and of its last word (core's `lastNameWord`). */
    index("reservations_guest_name_idx").on(t.restaurantId, sql`lower(${t.customerName}) text_pattern_ops`),
    index("reservations_guest_surname_idx").on(
      t.restaurantId,
      sql`${lowerLastNameWord(t.customerName)} text_pattern_ops`,
    ),
    /** The guest search by the phone's start and by its last digits. */
    index("reservations_guest_phone_idx").on(t.restaurantId, t.guestPhone.op("text_pattern_ops")),
    index("reservations_guest_phone_end_idx").on(
      t.restaurantId,
      sql`reverse(${t.guestPhone}) text_pattern_ops`,
    ),
    check("reservations_guests_positive", sql`${t.numberOfGuests} > 0`),
    check("reservations_window", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Table assignments of a reservation (one row per table of a combination). A migration adds an
 * exclusion constraint over (table_id, [starts_at, ends_at)) for rows not released, so two active
 * reservations can never hold the same table at the same time (SQLSTATE 23P01).
 */
export const reservationTables = pgTable(
  "reservation_tables",
  {
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    /** Set when the reservation is cancelled or a no-show: the table is free again, the history stays. */
    released: boolean("released").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.tableId] }),
    index("reservation_tables_table_idx").on(t.tableId, t.startsAt),
  ],
);
