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
import type { TestClient, TestResponse } from "./test-client.ts";

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

/** A guest as the guest book knows them: by name, and by e-mail address or phone or both. */
export interface TestGuest {
  name: string;
  email?: string;
  phone?: string;
}

/** A guest's two-hour visit at 19:00 in Berlin's summer (17:00 UTC), written past the booking rules. */
export async function insertGuestVisit(
  db: Db,
  restaurantId: string,
  guest: TestGuest,
  date: string,
  values: Partial<Pick<ReservationValues, "status" | "numberOfGuests" | "source" | "createdAt">> = {},
) {
  const startsAt = new Date(`${date}T17:00:00Z`);
  return insertReservation(db, {
    restaurantId,
    customerName: guest.name,
    customerEmail: guest.email ?? "",
    customerPhone: guest.phone ?? "",
    reservationDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 7_200_000),
    ...values,
  });
}

/**
 * Every given table taken the whole day (11:00-22:00 in Berlin's summer), written past the booking rules;
 * the reservations' ids in the tables' order.
 */
export async function takeTablesAllDay(
  db: Db,
  restaurantId: string,
  tableIds: readonly string[],
  date: string,
) {
  const ids: string[] = [];
  for (const tableId of tableIds) {
    const row = await insertReservation(db, {
      restaurantId,
      customerName: "Stammgast",
      customerEmail: "stamm@beispiel.de",
      status: "confirmed",
      reservationDate: date,
      startsAt: new Date(`${date}T09:00:00Z`),
      endsAt: new Date(`${date}T20:00:00Z`),
    });
    await assignTable(db, row, tableId);
    ids.push(row.id);
  }
  return ids;
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

/** A large group's enquiry as a guest sends it: 16 people on Wednesday 13 May 2026 at 19:00. */
export const enquiryRequest = (overrides: Record<string, unknown> = {}) => ({
  customerName: "Gruppe Weber",
  customerEmail: "weber@beispiel.de",
  numberOfGuests: 16,
  reservationDate: "2026-05-13",
  timeSlot: "19:00",
  message: "Firmenfeier",
  ...overrides,
});

/** The staff accept the enquiry a guest's request answered (`sent`): at the time, on these tables. */
export function acceptEnquiry(
  client: TestClient,
  sent: TestResponse,
  tableIds: ReadonlyArray<string | undefined>,
  timeSlot = "19:00",
) {
  const id = (sent.body.data as { _id: string })._id;
  return client.put(`/api/enquiries/${id}`, { status: "accepted", timeSlot, tableIds });
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
