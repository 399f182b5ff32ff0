import { CALENDAR_GRID_CELL_COUNT } from "./constants.ts";
import type { DateRange } from "./reservation-range.ts";
import { addDaysToWireDate, formatWireDate, parseWireDate } from "./wire-date.ts";

/** The Sunday on or before a wire date (the calendar's weeks run Sunday first), or null when invalid. */
function sundayOnOrBefore(date: string): string | null {
  const parts = parseWireDate(date);
  if (!parts) return null;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return addDaysToWireDate(date, -weekday);
}

/**
 * The days the month view draws: 42 cells from the Sunday on or before the 1st, so the neighbouring
 * months' days at either end are part of it (the same days `buildMonthGrid` returns). Null for a month
 * outside 1..12 or a year before 1000 (where the grid draws nothing).
 */
export function monthGridRange(year: number, month: number): DateRange | null {
  if (year < 1000) return null;
  const from = sundayOnOrBefore(formatWireDate({ year, month, day: 1 }));
  const to = from === null ? null : addDaysToWireDate(from, CALENDAR_GRID_CELL_COUNT - 1);
  return from !== null && to !== null ? { from, to } : null;
}

/** The week, Sunday to Saturday, that holds a day (the day view's week overview); null when invalid. */
export function calendarWeekRange(date: string): DateRange | null {
  const from = sundayOnOrBefore(date);
  const to = from === null ? null : addDaysToWireDate(from, 6);
  return from !== null && to !== null ? { from, to } : null;
}
