import type { BookingLanguage } from "@tischservice/core";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";
import { reservations } from "./reservations.ts";
import { restaurants } from "./restaurants.ts";

export const enquiryStatusValues = ["open", "accepted", "declined"] as const;
/** Core's `bookingLanguages` (values here: drizzle-kit reads this file without the workspace's packages). */
const enquiryLanguages = ["de", "en"] as const satisfies readonly BookingLanguage[];

/**
 * Large groups' enquiries: a party above the restaurant's `maxOnlinePartySize` asks instead of
 * booking; staff accept (creating a confirmed reservation) or decline with a message.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: idColumn(),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    status: text("status", { enum: enquiryStatusValues }).notNull().default("open"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    numberOfGuests: integer("number_of_guests").notNull(),
    reservationDate: date("reservation_date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    message: text("message").notNull().default(""),
    /** The staff's message to the guest when declined. */
    answerMessage: text("answer_message").notNull().default(""),
    /** The confirmed reservation created when accepted. */
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** SHA-256 of the guest's status link token. */
    viewTokenHash: text("view_token_hash").notNull(),
    /** The guest's language (the widget's): their mails, and the reservation an accept creates, speak it. */
    language: text("language", { enum: enquiryLanguages }).notNull().default("de"),
    answeredAt: instant("answered_at"),
    answeredBy: text("answered_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enquiries_restaurant_date_idx").on(t.restaurantId, t.reservationDate),
    index("enquiries_email_idx").on(sql`lower(${t.customerEmail})`),
    check("enquiries_guests_positive", sql`${t.numberOfGuests} > 0`),
  ],
);
export type EnquiryRow = typeof enquiries.$inferSelect;
