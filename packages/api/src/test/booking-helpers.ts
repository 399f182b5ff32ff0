import { newBookingReference } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  type OutboxMail,
  outbox,
  reservations,
  reservationTables,
  restaurantConfigs,
  tables,
} from "../db/schema/index.ts";
import { reservationContact } from "../guests/guest-contact.ts";

/** Tables numbered from `first` with the given seats (`[2, 4]` → tables "1" (2 seats) and "2" (4 seats)). */
export async function addTables(db: Db, restaurantId: string, seats: number[], first = 1) {
  return db
    .insert(tables)
    .values(
      seats.map((count, index) => ({
        restaurantId,
        tableNumber: String(first + index),
        name: `${count}er Tisch ${first + index}`,
        seats: count,
      })),
    )
    .returning();
}

type ReservationValues = typeof reservations.$inferInsert;

/**
 * A reservation written straight into the database, past the booking rules (for states a booking cannot
 * reach, such as one in the past): two guests at 19:00 and a fresh booking reference unless told otherwise.
 */
export async function insertReservation(
  db: Db,
  values: Omit<ReservationValues, "numberOfGuests" | "timeSlot" | "reference"> &
    Partial<Pick<ReservationValues, "numberOfGuests" | "timeSlot" | "reference">>,
) {
  const [row] = await db
    .insert(reservations)
    .values(
      reservationContact({
        numberOfGuests: 2,
        timeSlot: "19:00",
        reference: newBookingReference(),
        ...values,
      }),
    )
    .returning();
  if (!row) throw new Error("reservation not inserted");
  return row;
}

/** Holds a table for a directly written reservation over its time (`released`: no longer holds it). */
export async function assignTable(
  db: Db,
  reservation: { id: string; restaurantId: string; startsAt: Date; endsAt: Date },
  tableId: string,
  released = false,
) {
  const { id, restaurantId, startsAt, endsAt } = reservation;
  await db
    .insert(reservationTables)
    .values({ reservationId: id, tableId, restaurantId, startsAt, endsAt, released });
}

export async function setConfig(
  db: Db,
  restaurantId: string,
  values: Partial<typeof restaurantConfigs.$inferInsert>,
) {
  await db.update(restaurantConfigs).set(values).where(eq(restaurantConfigs.restaurantId, restaurantId));
}

/** The mails queued so far (newest last). */
export async function queuedMails(db: Db): Promise<OutboxMail[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.kind, "mail")).orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as OutboxMail);
}

/** The guest's view-and-cancel token from the newest booking mail to `to`. */
export async function manageTokenFor(db: Db, to: string): Promise<{ id: string; token: string }> {
  const mail = (await queuedMails(db)).filter((m) => m.to === to && m.text.includes("?token=")).at(-1);
  const match = mail?.text.match(/\/app\/reservation\/([^?\s]+)\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no booking mail to ${to}`);
  return { id: match[1], token: match[2] };
}

export const booking = (overrides: Record<string, unknown> = {}) => ({
  customerName: "Erika Mustermann",
  customerEmail: "erika@beispiel.de",
  customerPhone: "+49 30 1234567",
  numberOfGuests: 2,
  reservationDate: "2026-05-13",
  timeSlot: "19:00",
  specialRequests: "",
  ...overrides,
});
