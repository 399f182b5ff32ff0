import * as z from "zod";
import type { BookingLanguage } from "../rules/booking-language.ts";
import { entityIdSchema, renameKeys, timestampSchema } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";
import { reservationSourceSchema } from "./reservation-source.ts";
import { reservationStatusSchema } from "./reservation-status.ts";

const scalarToString = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** One entry of `selectedTables`: any of number, tableNumber, name. */
export const selectedTableSchema = z.object({
  number: z.preprocess(scalarToString, z.string()).optional(),
  tableNumber: z.preprocess(scalarToString, z.string()).optional(),
  name: z.string().optional(),
  seats: z.number().optional(),
});

/** One entry of `tables` when the API joins them in: id, number, name, seats. */
export const reservationTableSchema = z.object({
  _id: entityIdSchema.optional(),
  tableNumber: z.preprocess(scalarToString, z.string()).optional(),
  name: z.string().optional(),
  seats: z.number().optional(),
});

/**
 * The alternate field names older clients send (`id`, `date`, `partySize`), a single `tableNumbers` value, ISO
 * datetimes (docs/requirements.md#answer-shapes).
 */
function normaliseReservationInput(raw: unknown): unknown {
  const renamed = renameKeys(raw, { id: "_id", date: "reservationDate", partySize: "numberOfGuests" });
  if (typeof renamed !== "object" || renamed === null) return renamed;
  const record = renamed as Record<string, unknown>;
  const { tableNumbers, reservationDate } = record;
  if (tableNumbers !== undefined && tableNumbers !== null && !Array.isArray(tableNumbers)) {
    record.tableNumbers = [tableNumbers];
  }
  if (typeof reservationDate === "string" && /^\d{4}-\d{2}-\d{2}T/.test(reservationDate)) {
    record.reservationDate = reservationDate.slice(0, 10);
  }
  return record;
}

const reservationFields = z.object({
  _id: entityIdSchema,
  /** The short booking reference guests quote (`K7M2QX`, core's `newBookingReference`); older answers lack it. */
  reference: z.string().nullish(),
  status: reservationStatusSchema.default("pending"),
  reservationDate: z.iso.date(),
  timeSlot: z.string().default(""),
  numberOfGuests: z.number().int().nonnegative(),
  customerName: z.string().default(""),
  customerEmail: z.string().nullish(),
  customerPhone: z.string().nullish(),
  specialRequests: z.string().nullish(),
  restaurantId: entityIdSchema.nullish(),
  /** The restaurant's name as the API joins it in (a guest's own list names each restaurant by it). */
  restaurantName: z.string().nullish(),
  tableId: entityIdSchema.nullish(),
  tableIds: z.array(entityIdSchema).default([]),
  isTableCombination: z.boolean().default(false),
  tableNumbers: z
    .array(z.preprocess(scalarToString, z.string()))
    .nullish()
    .transform((value) => value ?? []),
  tableName: z.string().nullish(),
  selectedTables: z.array(selectedTableSchema).optional(),
  tables: z.array(reservationTableSchema).optional(),
  created_at: timestampSchema.optional(),
  updated_at: timestampSchema.optional(),
  /** The absolute end stored at booking (a reservation keeps the stay it was booked with). */
  endsAt: z.string().optional(),
  /**
   * The language the guest booked in: their mails speak it. Core's `bookingLanguages` written out:
   * importing that module here (every first visit) and from the lazy enquiry screens made the bundler give it
   * a chunk of its own.
   */
  language: z.enum(["de", "en"] satisfies BookingLanguage[]).optional(),
  /** Where the booking came from (widget, staff, customer account, Google, demo); older answers lack it. */
  source: reservationSourceSchema.optional().catch(undefined),
  /** When the reminder mail went out; null before. */
  reminderSentAt: timestampSchema.nullish(),
  /** When the guest answered the reminder "Ich komme wie geplant"; shown as "Vom Gast bestätigt". */
  guestConfirmedAt: timestampSchema.nullish(),
  /** When the guest arrived ("Angekommen"), sat down ("Platziert") and left ("Abgeschlossen"); null before. */
  arrivedAt: timestampSchema.nullish(),
  seatedAt: timestampSchema.nullish(),
  completedAt: timestampSchema.nullish(),
});
type ReservationFields = z.infer<typeof reservationFields>;

/** Derived display fields of a reservation: table label, seats, combination flag. */
export type ReservationTableInfo = {
  tableInfo: string | null;
  tableSeats: number | null;
  isTableCombo: boolean;
};

/** The table label, seats and combination flag derived from whatever table fields a reservation has. */
export function deriveReservationTableInfo(reservation: ReservationFields): ReservationTableInfo {
  const selectedNames = (reservation.selectedTables ?? [])
    .map((table) => table.tableNumber ?? table.number ?? table.name)
    .filter((label): label is string => label !== undefined && label !== "");
  const numbers = reservation.tableNumbers.length > 0 ? reservation.tableNumbers : selectedNames;
  const tableInfo =
    reservation.tableName?.trim() || (numbers.length > 0 ? `Tisch ${numbers.join(" + ")}` : null);
  const seatList = [...(reservation.tables ?? []), ...(reservation.selectedTables ?? [])]
    .map((table) => table.seats)
    .filter((seats): seats is number => typeof seats === "number");
  const tableSeats = seatList.length > 0 ? seatList.reduce((sum, seats) => sum + seats, 0) : null;
  const isTableCombo =
    reservation.isTableCombination || numbers.length > 1 || reservation.tableIds.length > 1;
  return { tableInfo, tableSeats, isTableCombo };
}

/**
 * A reservation as answered, with the alternate field names normalised (`id` → `_id`, `date` →
 * `reservationDate`, `partySize` → `numberOfGuests`, `tableNumbers` always an array, 'canceled' →
 * 'cancelled') and the derived `tableInfo`, `tableSeats`, `isTableCombo`.
 */
export const reservationSchema = z.preprocess(
  normaliseReservationInput,
  reservationFields.transform((reservation) => ({
    ...reservation,
    ...deriveReservationTableInfo(reservation),
  })),
);
export type Reservation = z.infer<typeof reservationSchema>;

/** Reservation lists: `{ success, data, message? }`. */
export const reservationListResponseSchema = envelopeSchema(z.array(reservationSchema));
