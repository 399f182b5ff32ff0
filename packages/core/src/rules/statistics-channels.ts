import type { ReservationSource } from "../schemas/reservation-source.ts";
import { percentOneDecimal } from "./money-cents.ts";
import {
  type ReservationCountLike,
  type ReservationGuestsLike,
  reservationCountOf,
  reservationGuestsOf,
} from "./reservation-fields.ts";
import { isHonouredVisit } from "./reservation-visit.ts";

/** What the channel figures read of a reservation, or of a group of alike ones (`count`, summed guests). */
export interface ChannelReservationLike extends ReservationGuestsLike, ReservationCountLike {
  source: ReservationSource;
  status?: string | null;
}

/** One booking channel's figures over a period. */
export interface StatisticsChannel {
  source: ReservationSource;
  /** Reservations that came this way, whatever became of them (as the summary's "Gesamt"). */
  total: number;
  /** Of those, the real visits (as the summary's "Bestätigt"). */
  honoured: number;
  /** Guests of the real visits. */
  guests: number;
  /** This channel's share of all the period's reservations, in percent with one decimal. */
  sharePercent: number;
}

/**
 * Reservations per booking channel over the reservations of a period (already filtered, as for the
 * summary): only the channels that brought any, the busiest first, ties in the order of `reservationSources`.
 */
export function statisticsChannels(reservations: readonly ChannelReservationLike[]): StatisticsChannel[] {
  const bySource = new Map<ReservationSource, { total: number; honoured: number; guests: number }>();
  let all = 0;
  for (const r of reservations) {
    const count = reservationCountOf(r);
    if (count === 0) continue;
    const figures = bySource.get(r.source) ?? { total: 0, honoured: 0, guests: 0 };
    figures.total += count;
    all += count;
    if (isHonouredVisit(r.status)) {
      figures.honoured += count;
      figures.guests += reservationGuestsOf(r);
    }
    bySource.set(r.source, figures);
  }
  const order: readonly ReservationSource[] = ["widget", "google", "customer", "staff", "demo"];
  return [...bySource.entries()]
    .map(([source, figures]) => ({ source, ...figures, sharePercent: percentOneDecimal(figures.total, all) }))
    .sort((a, b) => b.total - a.total || order.indexOf(a.source) - order.indexOf(b.source));
}
