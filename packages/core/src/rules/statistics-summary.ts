import { averageOneDecimal, percentOneDecimal } from "./money-cents.ts";
import {
  type ReservationCountLike,
  type ReservationGuestsLike,
  reservationCountOf,
  reservationGuestsOf,
} from "./reservation-fields.ts";
import { isHonouredVisit, isSeatedVisit, stayMinutesOf } from "./reservation-visit.ts";
import type { RevenueStatistics } from "./revenue-statistics.ts";

/**
 * What the summary reads from a reservation. The real stay comes from one reservation's `seatedAt` and
 * `completedAt`, or, for a group of alike reservations, as `stays` (how many have both) and `stayMinutes`
 * (their stays added up), which a database sums without sending the rows.
 */
export interface SummaryReservationLike extends ReservationGuestsLike, ReservationCountLike {
  status?: string | null;
  seatedAt?: Date | string | null;
  completedAt?: Date | string | null;
  stays?: number | null;
  stayMinutes?: number | null;
}

/** The six summary tiles of the statistics tab, plus the average party size. */
export interface ReservationStatisticsSummary {
  /** Gesamt: reservations in the period. */
  total: number;
  /** Bestätigt */
  confirmed: number;
  /** Gäste: guests of the confirmed reservations (every real visit, `isHonouredVisit`). */
  guests: number;
  /** Platzierte Gäste: guests of the reservations that sat at a table (seated or completed). */
  seatedGuests: number;
  /** Durchschnittliche Verweildauer in whole minutes over the visits with both instants; null without any. */
  averageStayMinutes: number | null;
  /** Bestellungen: orders paid in the period. */
  orders: number;
  /** Umsatz in euros: Gesamtumsatz of the revenue statistics, 0 without paid orders. */
  revenue: number;
  /** Erfolgsrate: confirmed / total in percent, one decimal, 0 when total is 0. */
  successRate: number;
  /** Guests per confirmed reservation, one decimal, 0 without confirmed reservations. */
  averageGuests: number;
}

/** A row's stays: its group's sums when given, else its own instants (one stay or none). */
function stayOf(r: SummaryReservationLike): { stays: number; minutes: number } {
  if (r.stays !== undefined && r.stays !== null) {
    const stays = Number.isFinite(r.stays) && r.stays > 0 ? Math.floor(r.stays) : 0;
    return { stays, minutes: stays > 0 && Number.isFinite(r.stayMinutes) ? (r.stayMinutes ?? 0) : 0 };
  }
  const minutes = stayMinutesOf(r.seatedAt, r.completedAt);
  return minutes === null ? { stays: 0, minutes: 0 } : { stays: 1, minutes };
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
  let seatedGuests = 0;
  let stays = 0;
  let stayMinutes = 0;
  for (const r of reservations) {
    const count = reservationCountOf(r);
    total += count;
    if (!isHonouredVisit(r.status)) continue;
    confirmed += count;
    guests += reservationGuestsOf(r);
    if (isSeatedVisit(r.status)) seatedGuests += reservationGuestsOf(r);
    const stay = stayOf(r);
    stays += stay.stays;
    stayMinutes += stay.minutes;
  }
  return {
    total,
    confirmed,
    guests,
    seatedGuests,
    averageStayMinutes: stays > 0 ? Math.round(stayMinutes / stays) : null,
    orders: revenue?.orderCount ?? 0,
    revenue: revenue?.totalRevenue ?? 0,
    successRate: percentOneDecimal(confirmed, total),
    averageGuests: averageOneDecimal(guests, confirmed),
  };
}
