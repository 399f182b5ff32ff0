import { percentOneDecimal } from "./money-cents.ts";
import {
  type ReservationCountLike,
  type ReservationWhenLike,
  reservationCountOf,
  reservationDateOf,
} from "./reservation-fields.ts";
import { isHonouredVisit } from "./reservation-visit.ts";

/** What the no-show statistics read from a reservation. */
export interface NoShowStatisticsReservationLike extends ReservationWhenLike, ReservationCountLike {
  status?: string | null;
}

/**
 * One month's no-shows: of the reservations the restaurant expected (confirmed, or the guest came, or a
 * no-show), how many did not come.
 */
export interface NoShowMonth {
  /** `YYYY-MM` of the reservation date. */
  month: string;
  /** Confirmed reservations (`isHonouredVisit`) and no-shows of the month. */
  expected: number;
  noShows: number;
  /** noShows / expected in percent, one decimal; 0 when nothing was expected. */
  rate: number;
}

/** The period's no-show figures: over all and per month (oldest month first). */
export interface NoShowStatistics {
  expected: number;
  noShows: number;
  rate: number;
  byMonth: NoShowMonth[];
}

/**
 * The no-show rate of a period's reservations: no-shows among the reservations that were
 * expected to come (confirmed, arrived, seated, completed or no-show; pending and cancelled ones are left
 * out), in total and per month.
 */
export function noShowStatistics(reservations: readonly NoShowStatisticsReservationLike[]): NoShowStatistics {
  const months = new Map<string, { expected: number; noShows: number }>();
  let expected = 0;
  let noShows = 0;
  // Each date's month is read once: years of history are thousands of groups over a thousand-odd dates.
  const monthKeys = new Map<string | null | undefined, string | null>();
  for (const reservation of reservations) {
    if (!isHonouredVisit(reservation.status) && reservation.status !== "no_show") continue;
    const raw = reservation.reservationDate ?? reservation.date;
    let key = monthKeys.get(raw);
    if (key === undefined) {
      key = reservationDateOf(reservation)?.slice(0, 7) ?? null;
      monthKeys.set(raw, key);
    }
    if (!key) continue;
    const count = reservationCountOf(reservation);
    const month = months.get(key) ?? { expected: 0, noShows: 0 };
    month.expected += count;
    expected += count;
    if (reservation.status === "no_show") {
      month.noShows += count;
      noShows += count;
    }
    months.set(key, month);
  }
  const byMonth = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, counts]) => ({
      month,
      ...counts,
      rate: percentOneDecimal(counts.noShows, counts.expected),
    }));
  return { expected, noShows, rate: percentOneDecimal(noShows, expected), byMonth };
}
