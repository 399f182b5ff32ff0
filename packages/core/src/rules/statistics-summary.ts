import { averageOneDecimal, percentOneDecimal } from "./money-cents.ts";
import {
  type ReservationCountLike,
  type ReservationGuestsLike,
  reservationCountOf,
  reservationGuestsOf,
} from "./reservation-fields.ts";
import type { RevenueStatistics } from "./revenue-statistics.ts";

/** What the summary reads from a reservation. */
export interface SummaryReservationLike extends ReservationGuestsLike, ReservationCountLike {
  status?: string | null;
}

/** The six summary tiles of the statistics tab, plus the average party size. */
export interface ReservationStatisticsSummary {
  /** Gesamt: reservations in the period. */
  total: number;
  /** Bestätigt */
  confirmed: number;
  /** Gäste: guests of the confirmed reservations. */
  guests: number;
  /** Bestellungen: orders paid in the period. */
  orders: number;
  /** Umsatz in euros: Gesamtumsatz of the revenue statistics, 0 without paid orders. */
  revenue: number;
  /** Erfolgsrate: confirmed / total in percent, one decimal, 0 when total is 0. */
  successRate: number;
  /** Guests per confirmed reservation, one decimal, 0 without confirmed reservations. */
  averageGuests: number;
}

/**
 * The summary tiles over the reservations of a period (already filtered, see
 * `filterReservationsByStatisticsPeriod`) and the revenue of the same period (null: nothing paid).
 */
export function reservationStatisticsSummary(
  reservations: readonly SummaryReservationLike[],
  revenue: RevenueStatistics | null,
): ReservationStatisticsSummary {
  let total = 0;
  let confirmed = 0;
  let guests = 0;
  for (const r of reservations) {
    const count = reservationCountOf(r);
    total += count;
    if (r.status !== "confirmed") continue;
    confirmed += count;
    guests += reservationGuestsOf(r);
  }
  return {
    total,
    confirmed,
    guests,
    orders: revenue?.orderCount ?? 0,
    revenue: revenue?.totalRevenue ?? 0,
    successRate: percentOneDecimal(confirmed, total),
    averageGuests: averageOneDecimal(guests, confirmed),
  };
}
