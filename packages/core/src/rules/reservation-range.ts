import { addDaysToWireDate, normalizeWireDate } from "./wire-date.ts";

/**
 * The longest range of days one list request of a restaurant's reservations may ask for: a quarter. The
 * calendar's month grid needs 42 days, the floor plan and home a day or a week; a longer look back is a
 * search or a filter of the paged list, not a download.
 */
export const RESERVATION_RANGE_MAX_DAYS = 92;

/** A range of reservation dates `YYYY-MM-DD` in restaurant time, both ends inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** What is wrong with a range of reservation dates, or null when it can be asked for. */
export type ReservationRangeProblem = "incomplete" | "reversed" | "tooLong";

/**
 * Checks `from`..`to` (dates `YYYY-MM-DD`, both inclusive): both or neither must be given, `to` not before
 * `from`, and at most `RESERVATION_RANGE_MAX_DAYS` days.
 */
export function reservationRangeProblem(
  from: string | undefined,
  to: string | undefined,
): ReservationRangeProblem | null {
  if (from === undefined && to === undefined) return null;
  const start = normalizeWireDate(from);
  const end = normalizeWireDate(to);
  if (!start || !end) return "incomplete";
  if (end < start) return "reversed";
  const last = addDaysToWireDate(start, RESERVATION_RANGE_MAX_DAYS - 1);
  return last !== null && end > last ? "tooLong" : null;
}

/** Whether any of `dates` lies within `from`..`to` (inclusive; dates `YYYY-MM-DD`). */
export function rangeTouchesDates(range: DateRange, dates: readonly string[]): boolean {
  return dates.some((date) => date >= range.from && date <= range.to);
}

/**
 * The days whose free slots a reservation change on `dates` can move: each date and the days either side.
 * A day's slots see the tables held from the day before to the day after it (a window may cross midnight),
 * so a change on one day can free or take a table of its neighbours' late or early slots.
 */
export function slotDaysTouchedBy(dates: readonly string[]): string[] {
  const days = new Set<string>();
  for (const date of dates) {
    for (const shift of [-1, 0, 1]) {
      const day = addDaysToWireDate(date, shift);
      if (day) days.add(day);
    }
  }
  return [...days].sort();
}
