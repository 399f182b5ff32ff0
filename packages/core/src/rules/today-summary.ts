import { type CalendarReservationLike, calendarDayReservations } from "./calendar-day.ts";
import {
  isCancelledReservationStatus,
  type ReservationGuestsLike,
  reservationDateOf,
  reservationGuestsOf,
} from "./reservation-fields.ts";
import type { ReservationListCounters } from "./reservation-list-filter.ts";
import { isHonouredVisit } from "./reservation-visit.ts";

/** What the home tab's card reads from a reservation. */
export interface TodayReservationLike extends CalendarReservationLike, ReservationGuestsLike {}

/** The home tab's card for today: its list and the counters Gesamt, Bestätigt, Ausstehend, Gäste. */
export interface TodaySummary<T> {
  /** Today's reservations, cancelled ones excluded, by time slot (as the calendar lists a day). */
  reservations: T[];
  /** Gesamt: today's reservations that are not cancelled. */
  total: number;
  /** Bestätigt: of those, the confirmed ones and the guests already there or gone (`isHonouredVisit`). */
  confirmed: number;
  /** Ausstehend: of those, the pending ones. */
  pending: number;
  /** Gäste: the guests of all of today's reservations that are not cancelled. */
  guests: number;
  /** For the empty state: reservations dated after today that are not cancelled. */
  upcoming: number;
}

/**
 * The home tab's card (dashboard.md 2.1): "counters Gesamt, Bestätigt, Ausstehend, Gäste, plus the list of
 * today's reservations"; the empty state "shows the number of upcoming reservations". Cancelled
 * reservations count nowhere (dashboard.md 2.2, as in the calendar).
 */
export function todaySummary<T extends TodayReservationLike>(
  all: readonly T[],
  today: string,
): TodaySummary<T> {
  const reservations = calendarDayReservations(all, today);
  return {
    reservations,
    total: reservations.length,
    confirmed: reservations.filter((r) => isHonouredVisit(r.status)).length,
    pending: reservations.filter((r) => r.status === "pending").length,
    guests: reservations.reduce((sum, r) => sum + reservationGuestsOf(r), 0),
    upcoming: all.filter((r) => {
      const date = reservationDateOf(r);
      return date !== null && date > today && !isCancelledReservationStatus(r.status);
    }).length,
  };
}

/**
 * The empty state's number of upcoming reservations (dated after today, not cancelled) from the server's
 * counters of today and later and of today alone: home then loads no reservation beyond today's.
 */
export function upcomingAfterToday(
  fromToday: ReservationListCounters,
  todayOnly: ReservationListCounters,
): number {
  const notCancelled = (counters: ReservationListCounters) => counters.total - counters.cancelled;
  return Math.max(0, notCancelled(fromToday) - notCancelled(todayOnly));
}
