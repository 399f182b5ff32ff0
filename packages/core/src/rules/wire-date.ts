import { TZDate } from "@date-fns/tz";

// The wire-date helpers below parse, format and shift `YYYY-MM-DD` by hand on purpose: the script-tag
// widget bundles them (its date picker and day navigation), and date-fns' parseISO + format + addDays
// would add about 6.7 kB gzip to widget.js, whose whole budget is 20 kB (scripts/widget-size.mjs in
// packages/booking-widget). Everything shown to people is formatted with date-fns in `format/`.

/** The time zone a restaurant works in unless it says otherwise. */
export const DEFAULT_RESTAURANT_TIME_ZONE = "Europe/Berlin";

/** A calendar date split into its parts; `month` runs 1..12. */
export interface WireDateParts {
  year: number;
  month: number;
  day: number;
}

/** The lowercase English weekday keys of the opening hours, Sunday first (like `Date.getDay()`). */
export const WEEKDAY_KEYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/** A key of the weekly opening hours. */
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Parses a wire date `YYYY-MM-DD`. The date part of an ISO timestamp (`2024-05-01T...`) is read as the
 * local date. Returns null for anything else or for a day that does not exist (`2024-02-30`).
 */
export function parseWireDate(value: unknown): WireDateParts | null {
  if (typeof value !== "string") return null;
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** Formats date parts as `YYYY-MM-DD`. */
export function formatWireDate(parts: WireDateParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** Normalises a wire date (or ISO timestamp) to `YYYY-MM-DD`, or null when invalid. */
export function normalizeWireDate(value: unknown): string | null {
  const parts = parseWireDate(value);
  return parts ? formatWireDate(parts) : null;
}

/** Minutes since midnight of a wire time `HH:MM` (seconds ignored), or null when invalid. */
export function wireTimeToMinutes(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Formats minutes since midnight as `HH:MM` (wrapping past 24 h). */
export function minutesToWireTime(totalMinutes: number): string {
  const wrapped = ((Math.floor(totalMinutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/**
 * The instant of a local date and time in the given time zone. A missing or invalid time means the
 * start of the day. Returns null for an invalid date or time zone. A time inside a daylight-saving gap
 * moves forward (02:30 on the spring-forward day in Berlin becomes 03:30).
 */
export function wireDateTimeToInstant(
  date: unknown,
  time: unknown,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): Date | null {
  const parts = parseWireDate(date);
  if (!parts) return null;
  const minutes = wireTimeToMinutes(time) ?? 0;
  const zoned = new TZDate(
    parts.year,
    parts.month - 1,
    parts.day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  const ms = zoned.getTime();
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The local calendar date `YYYY-MM-DD` of an instant in the given time zone, or null if invalid. */
export function wireDateOfInstant(
  instant: Date,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): string | null {
  const zoned = new TZDate(instant.getTime(), timeZone);
  if (Number.isNaN(zoned.getTime()) || Number.isNaN(zoned.getFullYear())) return null;
  return formatWireDate({ year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() });
}

/** Adds whole calendar days to a wire date (no time-zone involved), or null when invalid. */
export function addDaysToWireDate(date: unknown, days: number): string | null {
  const parts = parseWireDate(date);
  if (!parts || !Number.isFinite(days)) return null;
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + Math.trunc(days)));
  return formatWireDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** The opening-hours key of a wire date's weekday, or null when the date is invalid. */
export function weekdayKeyOfWireDate(date: unknown): WeekdayKey | null {
  const parts = parseWireDate(date);
  if (!parts) return null;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return WEEKDAY_KEYS[weekday] ?? null;
}
