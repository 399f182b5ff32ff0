import { TZDate } from "@date-fns/tz";
import {
  addDaysToWireDate,
  formatWireDate,
  parseWireDate,
  wireDateOfInstant,
  wireTimeToMinutes,
} from "./wire-date.ts";

/** How far ahead guests may book online by default, and the range a restaurant may set (days). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 180;
export const BOOKING_HORIZON_MIN_DAYS = 1;
export const BOOKING_HORIZON_MAX_DAYS = 730;

/**
 * The last day guests may book online: today plus the horizon (a horizon of 1 day allows today and
 * tomorrow). "Today" is the restaurant's calendar day, not the server's.
 */
export function lastBookableDate(now: Date, horizonDays: number, timeZone: string): string {
  const today = wireDateOfInstant(now, timeZone) ?? now.toISOString().slice(0, 10);
  return addDaysToWireDate(today, horizonDays) ?? today;
}

/** Whether an online booking, waitlist entry or enquiry for `date` lies beyond the horizon. */
export function isBeyondHorizon(date: string, now: Date, horizonDays: number, timeZone: string): boolean {
  // Wire dates compare as strings because they are zero-padded YYYY-MM-DD.
  return date > lastBookableDate(now, horizonDays, timeZone);
}

/** A wire date as the guest reads it, „28.05.2027“. */
export function germanDate(date: string): string {
  const parts = parseWireDate(date);
  if (!parts) return date;
  const [year, month, day] = formatWireDate(parts).split("-");
  return `${day}.${month}.${year}`;
}

/**
 * Whether online bookings for today have closed: `date` is the restaurant's today and its clock has
 * reached the cut-off ("HH:MM"). No cut-off (null or empty) never closes; other days never close.
 */
export function isSameDayClosed(
  date: string,
  now: Date,
  cutoff: string | null | undefined,
  timeZone: string,
): boolean {
  const cutoffMinutes = cutoff ? wireTimeToMinutes(cutoff) : null;
  if (cutoffMinutes === null) return false;
  if (wireDateOfInstant(now, timeZone) !== date) return false;
  const clock = new TZDate(now.getTime(), timeZone);
  return clock.getHours() * 60 + clock.getMinutes() >= cutoffMinutes;
}
