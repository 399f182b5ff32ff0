import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, updatedAt } from "./columns.ts";
import { restaurants } from "./restaurants.ts";

/**
 * What staff write about a guest of their restaurant (issue 19): the note and their own tags. The guest's
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
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("guest_profiles_restaurant_key_unique").on(t.restaurantId, t.key)],
);
