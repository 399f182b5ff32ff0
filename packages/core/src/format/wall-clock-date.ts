import { TZDate } from "@date-fns/tz";
import type { WallClockReading } from "./date-input.ts";

/**
 * A wall-clock reading as a date for date-fns' `format`: its getters answer exactly the reading's parts.
 * It lives in UTC, so no daylight-saving gap of the machine's own zone can move 02:30 to 03:30, and
 * years below 100 stay themselves.
 */
export function wallClockDate(reading: WallClockReading): Date {
  const date = new TZDate(0, "UTC");
  date.setFullYear(reading.year, reading.month - 1, reading.day);
  date.setHours(reading.hour, reading.minute, 0, 0);
  return date;
}
