import type { BookingLanguage, WaitlistStatus } from "@tischservice/core";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";
import { reservations } from "./reservations.ts";
import { restaurants } from "./restaurants.ts";

/** Core's `waitlistStatuses` (values here: drizzle-kit reads this file without the workspace's packages). */
export const waitlistStatusValues = [
  "waiting",
  "offered",
  "booked",
  "left",
  "removed",
  "expired",
] as const satisfies readonly WaitlistStatus[];
const waitlistLanguages = ["de", "en"] as const satisfies readonly BookingLanguage[];

/**
 * The waitlist: a party waits for a table on `date`, starting between `from` and `to`
 * (inclusive). A freed table is offered to the first fitting entry (`waitlist_offers`).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    status: text("status", { enum: waitlistStatusValues }).notNull().default("waiting"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    numberOfGuests: integer("number_of_guests").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** The window of acceptable start times, `HH:MM`, inclusive. */
    from: text("from").notNull(),
    to: text("to").notNull(),
    language: text("language", { enum: waitlistLanguages }).notNull().default("de"),
    /** SHA-256 of the guest's link token (the receipt's link). */
    tokenHash: text("token_hash").notNull(),
    /** SHA-256 of the latest offer mail's link token (a fresh one per offer; the receipt's link stays valid). */
    offerTokenHash: text("offer_token_hash"),
    /** The reservation booked from an accepted offer. */
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("waitlist_entries_restaurant_date_idx").on(t.restaurantId, t.date, t.createdAt),
    index("waitlist_entries_email_idx").on(sql`lower(${t.customerEmail})`),
    check("waitlist_entries_guests_positive", sql`${t.numberOfGuests} > 0`),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export const waitlistOfferStatusValues = ["open", "accepted", "declined", "lapsed", "withdrawn"] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatusValues)[number];

/**
 * An offer to a waiting entry: its tables are held at `time_slot` (`starts_at`..`ends_at`) until
 * `expires_at` while `status` is open; an open hold counts as occupancy wherever availability is computed.
 * At most one open offer per entry (a partial unique index).
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: idColumn(),
    entryId: text("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    tableIds: text("table_ids").array().notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    status: text("status", { enum: waitlistOfferStatusValues }).notNull().default("open"),
    offeredBy: text("offered_by", { enum: ["auto", "staff"] }).notNull(),
    createdAt: createdAt(),
    answeredAt: instant("answered_at"),
  },
  (t) => [
    uniqueIndex("waitlist_offers_one_open_per_entry").on(t.entryId).where(sql`${t.status} = 'open'`),
    index("waitlist_offers_open_idx").on(t.restaurantId, t.startsAt).where(sql`${t.status} = 'open'`),
    index("waitlist_offers_entry_idx").on(t.entryId),
  ],
);
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
