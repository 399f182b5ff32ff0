import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, instant, updatedAt } from "./columns.ts";
import { restaurants } from "./restaurants.ts";

/**
 * What staff write about a guest of their restaurant: the note and their own tags. The guest's
 * counts (visits, no-shows, ...) are never stored: they are computed from the reservations each time.
 * `key` is the guest's identity (`guestKeyOf`): the address in lower case, else the phone in E.164 form.
 */
export const guestProfiles = pgTable(
  "guest_profiles",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    note: text("note").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** "Online-Reservierung sperren": the guest's online bookings, waitlist entries and enquiries are refused. */
    blocked: boolean("blocked").notNull().default(false),
    blockedReason: text("blocked_reason").notNull().default(""),
    /** When the block was set (by staff or after too many no-shows); null while not blocked. */
    blockedAt: instant("blocked_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("guest_profiles_restaurant_key_unique").on(t.restaurantId, t.key)],
);
