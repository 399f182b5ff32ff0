import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, instant } from "./columns.ts";
import { reservationStatuses, reservations } from "./reservations.ts";
import { restaurants } from "./restaurants.ts";
import { users } from "./users.ts";

const [, ...statusesAfterPending] = reservationStatuses;
/**
 * `created`, then each status a reservation can move to (every one after `pending`), then `changed`: staff
 * edited the reservation; `changes` lists what (core's `reservationFieldChanges`).
 */
export const reservationEventTypes = ["created", ...statusesAfterPending, "changed"] as const;
export type ReservationEventType = (typeof reservationEventTypes)[number] | ReminderEventType;
/** The reminder's entries: the mail went out, the guest answered "Ich komme wie geplant". */
export const reminderEventTypes = ["reminder_sent", "guest_confirmed"] as const;
export type ReminderEventType = (typeof reminderEventTypes)[number];
export const reservationEventActors = ["staff", "guest", "auto_confirm", "system"] as const;
export type ReservationEventActor = (typeof reservationEventActors)[number];
/** One field an edit changed, as it was shown before and after (dates as YYYY-MM-DD, times as HH:MM). */
export interface ReservationFieldChange {
  field: string;
  from: string;
  to: string;
}

/**
 * A reservation's status history: who created, confirmed or cancelled it (or marked it a no-show), and when. Written in the same
 * transaction as the change itself, so the history and the status never disagree.
 */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: idColumn(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    type: text("type").$type<ReservationEventType>().notNull(),
    actor: text("actor", { enum: reservationEventActors }).notNull(),
    /** The signed-in staff member or customer who did it; null for guests without an account and automatic changes. */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    at: instant("at").notNull(),
    /**
     * What an edit changed, field by field with the values before and after (e.g. the time 19:00 → 20:00);
     * null for entries that only change the status.
     */
    changes: jsonb("changes").$type<ReservationFieldChange[]>(),
  },
  (t) => [index("reservation_events_reservation_idx").on(t.reservationId, t.at)],
);
