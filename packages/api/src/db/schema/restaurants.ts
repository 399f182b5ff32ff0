import type { EditableDayHours, Pacing, ReminderTiming, StayDuration, WeekdayKey } from "@tischservice/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/** A key of the weekly opening hours (core's list; a type only, so drizzle-kit reads this file alone). */
export type Weekday = WeekdayKey;

/** One weekday's hours as stored: every field present (core's editable day). */
export type DayHours = EditableDayHours;
export type OpeningHours = Record<Weekday, DayHours>;

/** Core's `REMINDER_TIMINGS`, written out (drizzle-kit reads this file alone). */
const reminderTimings = ["24h", "morning"] as const satisfies readonly ReminderTiming[];

/** Arrivals online bookings may fill per window (null: no limit of that kind); core's `Pacing`. */
export type PacingConfig = Pacing;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files (banners), stored in the database and served with long caching by id. */
export const uploads = pgTable("uploads", {
  id: idColumn(),
  ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

export const restaurants = pgTable(
  "restaurants",
  {
    id: idColumn(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * Given once at creation from the name (core's `restaurantSlug`, made unique with `slugCandidate`) and
     * kept when the restaurant is renamed: the part after `@` of its sub-users' logins.
     */
    slug: text("slug").notNull(),
    address: text("address").notNull().default(""),
    cuisine: text("cuisine").notNull().default(""),
    description: text("description").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    timeZone: text("time_zone").notNull().default("Europe/Berlin"),
    bannerUploadId: text("banner_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    /** Created by the demo seed. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** Shown in the public partner list; an admin can hide a restaurant from it. */
    listed: boolean("listed").notNull().default(true),
    /** The pricing plan chosen at sign-up (core's `pricingPlans` ids); null for restaurants made otherwise. */
    plan: text("plan"),
    /** The owner closed the onboarding checklist (restaurants from before the checklist start closed). */
    onboardingDismissedAt: instant("onboarding_dismissed_at"),
    /** The owner copied the widget snippet (the checklist's "widget" step). */
    widgetCopiedAt: instant("widget_copied_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("restaurants_owner_unique").on(t.ownerId),
    uniqueIndex("restaurants_slug_unique").on(t.slug),
    // The partner list's order: a page (the landing page's six) reads only its rows along this index
    // instead of sorting every restaurant; a page after a cursor starts inside it.
    index("restaurants_list_order_idx").on(t.createdAt, t.name, t.id),
    check("restaurants_slug_shape", sql`${t.slug} ~ '^[a-z0-9]{1,20}$'`),
  ],
);
/** A restaurant row as the database returns it. */
export type Restaurant = typeof restaurants.$inferSelect;

/**
 * Slugs a restaurant had before the owner changed it: its old booking-page links (printed cards, a bio)
 * redirect to the new one, and no other restaurant can take them.
 */
export const restaurantSlugHistory = pgTable(
  "restaurant_slug_history",
  {
    slug: text("slug").primaryKey(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** When the slug was given up for another. */
    createdAt: createdAt(),
  },
  (t) => [index("restaurant_slug_history_restaurant_idx").on(t.restaurantId)],
);

export const restaurantConfigs = pgTable(
  "restaurant_configs",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    reservationDuration: integer("reservation_duration").notNull().default(120),
    /** Stay length by party size, core's `StayDuration` list; null: core's `stayDurationsOf` decides. */
    stayDurations: jsonb("stay_durations").$type<StayDuration[]>(),
    /** The largest party that books online; null: core's `maxOnlinePartySizeOf` (12). */
    maxOnlinePartySize: integer("max_online_party_size"),
    slotInterval: integer("slot_interval").notNull().default(30),
    bookingLeadTime: integer("booking_lead_time_minutes").notNull().default(30),
    autoConfirmReservations: boolean("auto_confirm_reservations").notNull().default(false),
    emailNotificationsEnabled: boolean("email_notifications_enabled").notNull().default(true),
    /** The guest book's "Stammgast" from this many completed visits. */
    regularGuestVisits: integer("regular_guest_visits").notNull().default(3),
    /** Reminder mails to guests, on by default. */
    reminderEnabled: boolean("reminder_enabled").notNull().default(true),
    /** "24h" before the start (default) or "morning" (09:00 restaurant time on the day): core's `reminderDueAt`. */
    reminderTiming: text("reminder_timing", { enum: reminderTimings }).notNull().default("24h"),
    /** When the owner last saved the opening hours (the checklist's "hours" step); null: still the defaults. */
    hoursSavedAt: instant("hours_saved_at"),
    /** The owner's shorter reservation retention period in whole months; null: the platform's period. */
    reservationRetentionMonths: integer("reservation_retention_months"),
    /** How many days ahead guests may book online (1–730). */
    bookingHorizonDays: integer("booking_horizon_days").notNull().default(180),
    /** "HH:MM" restaurant time after which online bookings for today close; null: only the lead time. */
    sameDayCutoff: text("same_day_cutoff"),
    /** Arrivals per window online bookings may fill, core's `Pacing`; null: no limit. */
    pacing: jsonb("pacing").$type<PacingConfig>(),
    /** The share of the restaurant's seats (10–100 %) online bookings may fill at any moment. */
    onlineSeatShare: integer("online_seat_share").notNull().default(100),
    /** Hours before the start after which a guest can no longer change the booking themselves (0–72). */
    changeCutoffHours: integer("change_cutoff_hours").notNull().default(2),
    /** Block online booking for a guest after this many no-shows; null: never automatically. */
    autoBlockNoShows: integer("auto_block_no_shows"),
    /**
     * The owner opted in to "Mit Google reservieren": the booking server answers for this restaurant and the
     * feeds list it (only while it is listed too).
     */
    reserveWithGoogle: boolean("reserve_with_google").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("restaurant_configs_restaurant_unique").on(t.restaurantId),
    check("reservation_duration_range", sql`${t.reservationDuration} between 60 and 240`),
    check(
      "reservation_retention_months_range",
      sql`${t.reservationRetentionMonths} is null or ${t.reservationRetentionMonths} between 1 and 120`,
    ),
    check("booking_horizon_days_range", sql`${t.bookingHorizonDays} between 1 and 730`),
    check("online_seat_share_range", sql`${t.onlineSeatShare} between 10 and 100`),
    check("change_cutoff_hours_range", sql`${t.changeCutoffHours} between 0 and 72`),
    check(
      "auto_block_no_shows_range",
      sql`${t.autoBlockNoShows} is null or ${t.autoBlockNoShows} between 1 and 20`,
    ),
    check(
      "max_online_party_size_range",
      sql`${t.maxOnlinePartySize} is null or ${t.maxOnlinePartySize} between 1 and 30`,
    ),
  ],
);

export const specialHourTypes = ["holiday", "vacation", "special_event", "other", "closed"] as const;

/** Special hours: a closed period or custom hours over an inclusive range of local dates. */
export const specialHours = pgTable(
  "special_hours",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: text("type", { enum: specialHourTypes }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    isRecurring: boolean("is_recurring").notNull().default(false),
    isClosed: boolean("is_closed").notNull().default(false),
    openTime: text("open_time"),
    closeTime: text("close_time"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("special_hours_restaurant_idx").on(t.restaurantId, t.startDate),
    check("special_hours_range", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export interface Point {
  x: number;
  y: number;
}

export const rooms = pgTable(
  "rooms",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    shape: jsonb("shape").$type<Point[]>().notNull(),
    color: text("color").notNull().default("#e5d3a1"),
    createdAt: createdAt(),
  },
  (t) => [index("rooms_restaurant_idx").on(t.restaurantId)],
);

export const tables = pgTable(
  "tables",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    tableNumber: text("table_number").notNull(),
    seats: integer("seats").notNull(),
    location: text("location").notNull().default(""),
    roomId: text("room_id").references(() => rooms.id, { onDelete: "set null" }),
    x: doublePrecision("x").notNull().default(75),
    y: doublePrecision("y").notNull().default(75),
    rotation: doublePrecision("rotation").notNull().default(0),
    /** "Nur intern": never assigned to an online booking (kept for walk-ins and staff). */
    internal: boolean("internal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tables_number_unique").on(t.restaurantId, t.tableNumber),
    check("tables_seats_positive", sql`${t.seats} > 0`),
  ],
);

/**
 * Tables the owner says can be pushed together for a large party. Once a restaurant has one, only defined
 * combinations are joined; without any, availability joins tables of one room automatically.
 */
export const tableCombinations = pgTable(
  "table_combinations",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("table_combinations_restaurant_idx").on(t.restaurantId)],
);

/** The tables of a combination (2–4); deleting a table removes it from its combinations. */
export const tableCombinationMembers = pgTable(
  "table_combination_members",
  {
    combinationId: text("combination_id")
      .notNull()
      .references(() => tableCombinations.id, { onDelete: "cascade" }),
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.tableId] }),
    index("table_combination_members_table_idx").on(t.tableId),
  ],
);

export const menuItemTypes = ["drink", "appetizer", "main", "dessert"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

/** Menu items; prices in integer cents. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    type: text("type", { enum: menuItemTypes }).notNull().default("main"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("menu_items_restaurant_idx").on(t.restaurantId),
    check("menu_items_price_positive", sql`${t.priceCents} > 0`),
  ],
);
