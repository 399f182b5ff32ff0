import { PAST_RESERVATION_AFTER_HOURS } from "./constants.ts";
import {
  type ReservationWhenLike,
  reservationDateOf,
  reservationStartInstant,
} from "./reservation-fields.ts";
import { isVisitUnderWay } from "./reservation-visit.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE, normalizeWireDate } from "./wire-date.ts";

/** What the timing rules read from a reservation. */
export interface TimedReservationLike extends ReservationWhenLike {
  status?: string | null;
}

const PAST_AFTER_MS = PAST_RESERVATION_AFTER_HOURS * 60 * 60 * 1000;

/**
 * Whether a reservation is past: its start plus 3 hours lies strictly before `now` and its status is
 * not 'pending'. Pending reservations and reservations with an invalid date are never past. The visit's
 * own steps say it better than the clock: a guest who left is past at once, one still at the door or at
 * the table is not, however long they stay.
 */
export function isPastReservation(
  reservation: TimedReservationLike,
  now: Date,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): boolean {
  if (reservation.status === "completed") return true;
  if (reservation.status === "pending" || isVisitUnderWay(reservation.status)) return false;
  const start = reservationStartInstant(reservation, timeZone);
  if (!start) return false;
  return start.getTime() + PAST_AFTER_MS < now.getTime();
}

/** The derived label key: "completed" (Abgeschlossen) when past, else "active" (Aktiv). */
export type ReservationTimingLabelKey = "completed" | "active";

/** The derived label key of a reservation at `now` (see `isPastReservation`). */
export function reservationTimingLabelKey(
  reservation: TimedReservationLike,
  now: Date,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): ReservationTimingLabelKey {
  return isPastReservation(reservation, now, timeZone) ? "completed" : "active";
}

/**
 * Whether a reservation must be confirmed automatically when the reservations list loads: it is
 * pending and dated strictly before `today` (`YYYY-MM-DD`, see `wireDateOfInstant`). Invalid dates: no.
 */
export function shouldAutoConfirmPastPending(reservation: TimedReservationLike, today: string): boolean {
  if (reservation.status !== "pending") return false;
  const date = reservationDateOf(reservation);
  const day = normalizeWireDate(today);
  return date !== null && day !== null && date < day;
}
