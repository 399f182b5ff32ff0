import { bookingLanguages, reservationTablesLabel } from "@tischservice/core";
import { eq, inArray, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import {
  reservationStatuses,
  reservations,
  reservationTables,
  restaurants,
  tables,
} from "../db/schema/index.ts";

export type ReservationRow = typeof reservations.$inferSelect;

/** The columns an answer shows (not the link and reminder token hashes, the idempotency key, the account). */
export const reservationDtoColumns = {
  id: reservations.id,
  restaurantId: reservations.restaurantId,
  reference: reservations.reference,
  customerName: reservations.customerName,
  customerEmail: reservations.customerEmail,
  customerPhone: reservations.customerPhone,
  numberOfGuests: reservations.numberOfGuests,
  reservationDate: reservations.reservationDate,
  timeSlot: reservations.timeSlot,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  status: reservations.status,
  specialRequests: reservations.specialRequests,
  source: reservations.source,
  reminderSentAt: reservations.reminderSentAt,
  guestConfirmedAt: reservations.guestConfirmedAt,
  arrivedAt: reservations.arrivedAt,
  seatedAt: reservations.seatedAt,
  completedAt: reservations.completedAt,
  language: reservations.language,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};
/** What `toReservationDtos` reads of a reservation (a whole row will do). */
export type ReservationDtoRow = Pick<ReservationRow, keyof typeof reservationDtoColumns>;

export const ReservationDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    /** The short booking reference guests quote (`K7M2QX`), unique per restaurant. */
    reference: z.string(),
    restaurantId: z.string(),
    restaurantName: z.string(),
    status: z.enum(reservationStatuses),
    reservationDate: z.string(),
    date: z.string(),
    timeSlot: z.string(),
    numberOfGuests: z.number(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    specialRequests: z.string(),
    tableId: z.string().nullable(),
    tableIds: z.array(z.string()),
    isTableCombination: z.boolean(),
    tableNumbers: z.array(z.string()),
    tableName: z.string().nullable(),
    tables: z.array(
      z.object({ _id: z.string(), tableNumber: z.string(), name: z.string(), seats: z.number() }),
    ),
    startsAt: z.string(),
    endsAt: z.string(),
    source: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** When the reminder mail was queued, else null. */
    reminderSentAt: z.string().nullable(),
    /** When the guest answered the reminder "Ich komme wie geplant" ("Vom Gast bestätigt"), else null. */
    guestConfirmedAt: z.string().nullable(),
    /** When the guest arrived, sat down and left (ISO instants), else null. */
    arrivedAt: z.string().nullable(),
    seatedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The language the guest booked in: `de` or `en`. */
    language: z.enum(bookingLanguages),
  })
  .meta({ id: "Reservation" });
export type ReservationDto = z.infer<typeof ReservationDtoSchema>;

/** Table numbers in their natural order ("2" before "10"), as `localeCompare(…, "de", { numeric: true })`. */
const byTableNumber = new Intl.Collator("de", { numeric: true });

/** Reservations as answered, with their tables (number, name, seats) and restaurant name joined in. */
export async function toReservationDtos(
  db: Db | Tx,
  rows: readonly ReservationDtoRow[],
  /**
   * The condition on `reservations` that selected `rows` (a restaurant's list, or its days in a range):
   * their tables are then read by the same condition, not by a parameter per reservation (thousands for a
   * month of a busy restaurant).
   */
  selectedBy?: SQL,
): Promise<ReservationDto[]> {
  if (rows.length === 0) return [];
  const restaurantIds = [...new Set(rows.map((row) => row.restaurantId))];
  const assignedColumns = {
    reservationId: reservationTables.reservationId,
    id: tables.id,
    tableNumber: tables.tableNumber,
    name: tables.name,
    seats: tables.seats,
  };
  const [assigned, names] = await Promise.all([
    selectedBy === undefined
      ? db
          .select(assignedColumns)
          .from(reservationTables)
          .innerJoin(tables, eq(tables.id, reservationTables.tableId))
          .where(
            inArray(
              reservationTables.reservationId,
              rows.map((row) => row.id),
            ),
          )
      : db
          .select(assignedColumns)
          .from(reservationTables)
          .innerJoin(tables, eq(tables.id, reservationTables.tableId))
          .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
          .where(selectedBy),
    db
      .select({ id: restaurants.id, name: restaurants.name })
      .from(restaurants)
      .where(inArray(restaurants.id, restaurantIds)),
  ]);
  const byReservation = new Map<string, typeof assigned>();
  for (const table of assigned) {
    const list = byReservation.get(table.reservationId) ?? [];
    list.push(table);
    byReservation.set(table.reservationId, list);
  }
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const list = (byReservation.get(row.id) ?? []).sort((a, b) =>
      byTableNumber.compare(a.tableNumber, b.tableNumber),
    );
    const numbers = list.map((table) => table.tableNumber);
    return {
      _id: row.id,
      id: row.id,
      reference: row.reference,
      restaurantId: row.restaurantId,
      restaurantName: nameOf.get(row.restaurantId) ?? "",
      status: row.status,
      reservationDate: row.reservationDate,
      date: row.reservationDate,
      timeSlot: row.timeSlot,
      numberOfGuests: row.numberOfGuests,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      specialRequests: row.specialRequests,
      tableId: list[0]?.id ?? null,
      tableIds: list.map((table) => table.id),
      isTableCombination: list.length > 1,
      tableNumbers: numbers,
      tableName: numbers.length > 0 ? reservationTablesLabel(numbers) : null,
      tables: list.map((table) => ({
        _id: table.id,
        tableNumber: table.tableNumber,
        name: table.name,
        seats: table.seats,
      })),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      source: row.source,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
      guestConfirmedAt: row.guestConfirmedAt?.toISOString() ?? null,
      arrivedAt: row.arrivedAt?.toISOString() ?? null,
      seatedAt: row.seatedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      language: row.language,
    };
  });
}

export async function toReservationDto(db: Db | Tx, row: ReservationRow): Promise<ReservationDto> {
  const [dto] = await toReservationDtos(db, [row]);
  if (!dto) throw new Error("reservation dto missing");
  return dto;
}
