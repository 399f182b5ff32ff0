import type { DateRange } from "./reservation-range.ts";
import { addDaysToWireDate } from "./wire-date.ts";

/**
 * The reservation dates that can hold a table on `date`: the day before to the day after. A stay may run
 * past midnight, so the evening before reaches into the day and the day's late tables into the next
 * morning's bookings; the booking engine looks as far. Null when `date` is invalid.
 */
export function tableDayRange(date: string): DateRange | null {
  const from = addDaysToWireDate(date, -1);
  const to = addDaysToWireDate(date, 1);
  return from !== null && to !== null ? { from, to } : null;
}
