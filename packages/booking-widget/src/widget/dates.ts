import { addDaysToWireDate, formatWireDate, parseWireDate } from "@tischservice/core/rules";

/** How far ahead guests can book in the widget. */
export const BOOKING_WINDOW_DAYS = 90;

/** The browser's calendar date `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return formatWireDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * The last date the picker offers: today plus 89 days (90 days in all), or the restaurant's booking horizon
 * (today plus that many days) when it ends sooner.
 */
export function lastBookableDate(today: string, horizonDays?: number | null): string {
  const days = horizonDays ? Math.min(horizonDays, BOOKING_WINDOW_DAYS - 1) : BOOKING_WINDOW_DAYS - 1;
  return addDaysToWireDate(today, days) ?? today;
}

/** The days of a month as `YYYY-MM-DD`, padded with nulls to whole weeks starting on Monday. */
export function monthGrid(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) cells.push(formatWireDate({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** Year and month (1-12) of a wire date; January 1970 for an invalid one. */
export function monthOf(date: string): { year: number; month: number } {
  const parts = parseWireDate(date);
  return parts ? { year: parts.year, month: parts.month } : { year: 1970, month: 1 };
}
