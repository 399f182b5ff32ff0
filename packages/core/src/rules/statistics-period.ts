import { TZDate } from "@date-fns/tz";
import { endOfDay, startOfDay, subDays, subYears } from "date-fns";
import { type ReservationWhenLike, reservationStartInstant } from "./reservation-fields.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE } from "./wire-date.ts";

/** The statistics periods (Zeitraum), in the order of their buttons. */
export const STATISTICS_PERIODS = ["today", "7days", "30days", "90days", "1year", "all"] as const;

/** A statistics period key. */
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The period selected when the statistics tab opens (Letzte 30 Tage). */
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = "30days";

/** An inclusive instant range; null bounds are open. */
export interface StatisticsPeriodRange {
  start: Date | null;
  end: Date | null;
}

/** Whether a value is a statistics period key. */
export function isStatisticsPeriod(value: unknown): value is StatisticsPeriod {
  return typeof value === "string" && (STATISTICS_PERIODS as readonly string[]).includes(value);
}

/**
 * The instant range of a period at `now` in the restaurant's time zone. 'today' runs from midnight;
 * '7days', '30days', '90days' and '1year' from midnight 7, 30, 90 days or one calendar year ago; all
 * of them end at the end of today (bookings later today count, future days do not). 'all' is unbounded.
 */
export function statisticsPeriodRange(
  period: StatisticsPeriod,
  now: Date,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): StatisticsPeriodRange {
  if (period === "all") return { start: null, end: null };
  const zonedNow = new TZDate(now.getTime(), timeZone);
  const from =
    period === "today"
      ? zonedNow
      : period === "1year"
        ? subYears(zonedNow, 1)
        : subDays(zonedNow, period === "7days" ? 7 : period === "30days" ? 30 : 90);
  return { start: new Date(startOfDay(from).getTime()), end: new Date(endOfDay(zonedNow).getTime()) };
}

/** Whether an instant lies within a range (both bounds inclusive). Invalid instants never do. */
export function isInStatisticsPeriod(instant: Date | null, range: StatisticsPeriodRange): boolean {
  if (!instant || Number.isNaN(instant.getTime())) return false;
  const ms = instant.getTime();
  return (
    (range.start === null || ms >= range.start.getTime()) && (range.end === null || ms <= range.end.getTime())
  );
}

/**
 * The reservations whose start (date and time slot in the time zone) lies in the range. With an
 * unbounded range every reservation counts, even one with an invalid date.
 */
export function filterReservationsByStatisticsPeriod<T extends ReservationWhenLike>(
  reservations: readonly T[],
  range: StatisticsPeriodRange,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): T[] {
  if (range.start === null && range.end === null) return [...reservations];
  return reservations.filter((r) => isInStatisticsPeriod(reservationStartInstant(r, timeZone), range));
}
