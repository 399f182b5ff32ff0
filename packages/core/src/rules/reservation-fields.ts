import { DEFAULT_RESTAURANT_TIME_ZONE, normalizeWireDate, wireDateTimeToInstant } from "./wire-date.ts";

/** The date and time fields of a reservation (`reservationDate`, alternatively `date`). */
export interface ReservationWhenLike {
  reservationDate?: string | null;
  date?: string | null;
  timeSlot?: string | null;
}

/** The guest-count fields of a reservation (`numberOfGuests`, alternatively `partySize`). */
export interface ReservationGuestsLike {
  numberOfGuests?: number | null;
  partySize?: number | null;
}

/**
 * A row that may stand for several alike reservations: the database answers the statistics as groups
 * (same day, time, status, ...) with their `count`, and then `numberOfGuests` is the group's guests in
 * total. Without `count` a row is one reservation.
 */
export interface ReservationCountLike {
  count?: number | null;
}

/** How many reservations a row stands for: its `count` (whole, not negative), else 1. */
export function reservationCountOf(row: ReservationCountLike): number {
  const { count } = row;
  if (count === undefined || count === null) return 1;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The statuses of a cancellation: 'cancelled' and the tolerated spelling 'canceled'. */
export const cancelledReservationStatuses = ["cancelled", "canceled"] as const;

/** Whether a status is a cancellation (`cancelledReservationStatuses`). */
export function isCancelledReservationStatus(status: string | null | undefined): boolean {
  return (cancelledReservationStatuses as readonly (string | null | undefined)[]).includes(status);
}

/**
 * Whether a reservation holds its tables: not when cancelled ('canceled' too) and not when the guest did
 * not come (`no_show`: it frees the tables for the rest of the slot).
 */
export function reservationHoldsTables(status: string | null | undefined): boolean {
  return !isCancelledReservationStatus(status) && status !== "no_show";
}

/** The reservation's local date `YYYY-MM-DD` (`reservationDate`, else `date`), or null if invalid. */
export function reservationDateOf(reservation: ReservationWhenLike): string | null {
  return normalizeWireDate(reservation.reservationDate ?? reservation.date);
}

/** The reservation's guest count (`numberOfGuests`, else `partySize`); 0 when missing or invalid. */
export function reservationGuestsOf(reservation: ReservationGuestsLike): number {
  const guests = reservation.numberOfGuests ?? reservation.partySize;
  return typeof guests === "number" && Number.isFinite(guests) && guests > 0 ? Math.floor(guests) : 0;
}

/**
 * The start instant of a reservation: its date and time slot in the restaurant's time zone; a missing or
 * invalid time slot means the start of the day. Null when the date is invalid.
 */
export function reservationStartInstant(
  reservation: ReservationWhenLike,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): Date | null {
  return wireDateTimeToInstant(
    reservation.reservationDate ?? reservation.date,
    reservation.timeSlot,
    timeZone,
  );
}
