import {
  calendarDayReservations,
  isCancelledReservationStatus,
  type Reservation,
  reservationDateOf,
  reservationGuestsOf,
} from "@tischservice/core";

export interface TodaySummary {
  reservations: Reservation[];
  total: number;
  confirmed: number;
  pending: number;
  guests: number;
  /** Not cancelled, dated after today. */
  upcoming: number;
}

/** Today's reservations (cancelled excluded, by time) with the card's counters. */
export function summariseToday(all: readonly Reservation[], today: string): TodaySummary {
  const reservations = calendarDayReservations(all, today);
  return {
    reservations,
    total: reservations.length,
    confirmed: reservations.filter((r) => r.status === "confirmed").length,
    pending: reservations.filter((r) => r.status === "pending").length,
    guests: reservations.reduce((sum, r) => sum + reservationGuestsOf(r), 0),
    upcoming: all.filter((r) => {
      const date = reservationDateOf(r);
      return date !== null && date > today && !isCancelledReservationStatus(r.status);
    }).length,
  };
}
