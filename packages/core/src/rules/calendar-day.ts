import {
  isCancelledReservationStatus,
  type ReservationWhenLike,
  reservationDateOf,
} from "./reservation-fields.ts";
import { wireTimeToMinutes } from "./wire-date.ts";

/** What the calendar reads from a reservation. */
export interface CalendarReservationLike extends ReservationWhenLike {
  status?: string | null;
}

/**
 * A day's reservations for the calendar: cancelled ones excluded, sorted by time slot (missing or
 * invalid times first, as the start of the day), ties in input order.
 */
export function calendarDayReservations<T extends CalendarReservationLike>(
  reservations: readonly T[],
  date: string,
): T[] {
  return reservations
    .filter((r) => !isCancelledReservationStatus(r.status) && reservationDateOf(r) === date)
    .map((r, index) => ({ r, index, minutes: wireTimeToMinutes(r.timeSlot) ?? -1 }))
    .sort((a, b) => a.minutes - b.minutes || a.index - b.index)
    .map(({ r }) => r);
}
