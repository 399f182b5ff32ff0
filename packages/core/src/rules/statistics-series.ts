import { centsToEuroAmount, euroAmountToCents } from "./money-cents.ts";
import {
  isCancelledReservationStatus,
  type ReservationCountLike,
  type ReservationGuestsLike,
  type ReservationWhenLike,
  reservationCountOf,
  reservationGuestsOf,
} from "./reservation-fields.ts";
import type { StatisticsPeriod } from "./statistics-period.ts";
import { weekStartOf } from "./weekly-counts.ts";
import {
  addDaysToWireDate,
  normalizeWireDate,
  parseWireDate,
  wireDateOfInstant,
  wireTimeToMinutes,
} from "./wire-date.ts";

/** A point of the statistics charts: one day, or one week (Monday) for long periods. */
export interface StatisticsSeriesPoint {
  /** The bucket's first day `YYYY-MM-DD`. */
  date: string;
  /** Reservations that are not cancelled. */
  reservations: number;
  /** Their guests. */
  guests: number;
  /** Cash payments without tips, euros. */
  cash: number;
  /** Card payments without tips, euros. */
  card: number;
  /** Tips of both methods, euros. */
  tips: number;
}

/** What the series reads from a reservation. */
export interface SeriesReservationLike
  extends ReservationWhenLike,
    ReservationGuestsLike,
    ReservationCountLike {
  status?: string | null;
}

/** What the series reads from a payment share: the instant, method, amount without tip and tip (euros). */
export interface SeriesPaymentLike {
  paidAt: Date | string;
  paymentMethod: string;
  amount: number;
  tip: number;
}

/** Days up to 31 buckets (Heute, 7 and 30 days); weeks for 3 months, a year and all time. */
export function statisticsBucket(period: StatisticsPeriod): "day" | "week" {
  return period === "today" || period === "7days" || period === "30days" ? "day" : "week";
}

/**
 * The charts' series from the period's reservations and payments: one point per day (or per week,
 * starting Monday) from `firstDate` to `lastDate`, gaps filled with zeros. Cancelled reservations do
 * not count; payments count on their local paid day in `timeZone`; amounts are summed in cents. With
 * `firstDate` null (all time) the series starts at the earliest reservation or payment. At most 800
 * points (older buckets beyond that are dropped).
 */
export function statisticsSeries(
  reservations: readonly SeriesReservationLike[],
  payments: readonly SeriesPaymentLike[],
  options: { bucket: "day" | "week"; firstDate: string | null; lastDate: string; timeZone: string },
): StatisticsSeriesPoint[] {
  // Years of history arrive as thousands of groups over a thousand-odd dates: each date is read once.
  const keys = new Map<string | null, string | null>();
  const keyOf = (date: string | null) => {
    let key = keys.get(date);
    if (key === undefined) {
      const valid = normalizeWireDate(date);
      key = valid && options.bucket === "week" ? weekStartOf(valid) : valid;
      keys.set(date, key);
    }
    return key;
  };
  const sums = new Map<
    string,
    { reservations: number; guests: number; cash: number; card: number; tips: number }
  >();
  const at = (key: string) => {
    const entry = sums.get(key) ?? { reservations: 0, guests: 0, cash: 0, card: 0, tips: 0 };
    sums.set(key, entry);
    return entry;
  };
  for (const r of reservations) {
    if (isCancelledReservationStatus(r.status)) continue;
    const key = keyOf(r.reservationDate ?? r.date ?? null);
    if (!key) continue;
    const entry = at(key);
    entry.reservations += reservationCountOf(r);
    entry.guests += reservationGuestsOf(r);
  }
  for (const p of payments) {
    const instant = p.paidAt instanceof Date ? p.paidAt : new Date(p.paidAt);
    const key = keyOf(Number.isNaN(instant.getTime()) ? null : wireDateOfInstant(instant, options.timeZone));
    if (!key) continue;
    const entry = at(key);
    const amount = euroAmountToCents(p.amount);
    if (p.paymentMethod === "card") entry.card += amount;
    else if (p.paymentMethod === "cash") entry.cash += amount;
    entry.tips += Math.max(0, euroAmountToCents(p.tip));
  }
  const last = keyOf(options.lastDate);
  if (!last) return [];
  const earliest = [...sums.keys()].sort()[0];
  const first = keyOf(options.firstDate) ?? earliest ?? last;
  const step = options.bucket === "week" ? 7 : 1;
  const points: StatisticsSeriesPoint[] = [];
  for (let key: string | null = first; key && key <= last; key = addDaysToWireDate(key, step)) {
    const entry = sums.get(key);
    points.push({
      date: key,
      reservations: entry?.reservations ?? 0,
      guests: entry?.guests ?? 0,
      cash: centsToEuroAmount(entry?.cash ?? 0),
      card: centsToEuroAmount(entry?.card ?? 0),
      tips: centsToEuroAmount(entry?.tips ?? 0),
    });
  }
  return points.slice(-800);
}

/**
 * How busy each weekday and hour is: `counts[weekday][hour]` with Monday = 0 … Sunday = 6 and the hour
 * of the time slot (0–23); cancelled reservations and ones without a valid date or time do not count.
 */
export function statisticsHeatmap(reservations: readonly SeriesReservationLike[]): number[][] {
  const counts = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  // Monday = 0 of each date, read once per date (see the series).
  const weekdays = new Map<string | null | undefined, number | null>();
  const weekdayOf = (value: string | null | undefined) => {
    let weekday = weekdays.get(value);
    if (weekday === undefined) {
      const date = parseWireDate(normalizeWireDate(value));
      weekday = date ? (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7 : null;
      weekdays.set(value, weekday);
    }
    return weekday;
  };
  for (const r of reservations) {
    if (isCancelledReservationStatus(r.status)) continue;
    const weekday = weekdayOf(r.reservationDate ?? r.date);
    const minutes = wireTimeToMinutes(r.timeSlot);
    if (weekday === null || minutes === null) continue;
    const row = counts[weekday];
    const hour = Math.floor(minutes / 60) % 24;
    if (row) row[hour] = (row[hour] ?? 0) + reservationCountOf(r);
  }
  return counts;
}
