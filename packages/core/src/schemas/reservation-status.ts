import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";

/**
 * Reservation statuses; the spelling 'canceled' is tolerated on input and read as 'cancelled'. `no_show`:
 * the guest did not come (staff mark it from 15 minutes after the start, see `noShowRule`). After
 * confirmation the visit runs `arrived` (at the door), `seated` (at the table) and `completed` (gone: the
 * bill was paid, staff closed it, or the day ended); `reservationTransitions` says which step may follow.
 */
export const reservationStatuses = [
  "pending",
  "confirmed",
  "arrived",
  "seated",
  "completed",
  "cancelled",
  "no_show",
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** 'canceled' (and any letter case or surrounding spaces) normalised to the spelling we store, 'cancelled'. */
export function normaliseReservationStatus(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const lower = value.trim().toLowerCase();
  return lower === "canceled" ? "cancelled" : lower;
}

export const reservationStatusSchema = z.preprocess(
  normaliseReservationStatus,
  z.enum(reservationStatuses, { error: validationTexts.invalidReservationStatus }),
);

/** `PUT /api/reservations/{id}/status`. Which transitions are allowed is core's `reservationTransitions` (409 otherwise). */
export const updateReservationStatusRequestSchema = z.strictObject({ status: reservationStatusSchema });
export type UpdateReservationStatusRequest = z.infer<typeof updateReservationStatusRequestSchema>;
