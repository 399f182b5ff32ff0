import { newBookingReference } from "@tischservice/core";
import type { Db } from "../db/client.ts";
import { reservations } from "../db/schema/index.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { queuedMails } from "./booking-helpers.ts";

/**
 * A confirmed reservation of the reminder tests: Friday 12 June 2026, 19:00 in Berlin (17:00 UTC), booked
 * on 1 June; its 24-hour reminder is due at 2026-06-11T17:00:00.000Z.
 */
export async function insertReminderReservation(
  db: Db,
  restaurantId: string,
  overrides: Partial<typeof reservations.$inferInsert> = {},
) {
  const values: typeof reservations.$inferInsert = {
    restaurantId,
    reference: newBookingReference(),
    customerName: "Erika Mustermann",
    customerEmail: "erika@beispiel.de",
    numberOfGuests: 4,
    reservationDate: "2026-06-12",
    timeSlot: "19:00",
    startsAt: new Date("2026-06-12T17:00:00.000Z"),
    endsAt: new Date("2026-06-12T19:00:00.000Z"),
    status: "confirmed",
    createdAt: new Date("2026-06-01T10:00:00.000Z"),
    ...overrides,
  };
  const [row] = await db.insert(reservations).values(reservationContact(values)).returning();
  if (!row) throw new Error("not inserted");
  return row;
}

/** The reminder mails in the outbox. */
export async function reminderMails(db: Db) {
  return (await queuedMails(db)).filter((mail) => mail.subject.startsWith("Erinnerung"));
}
