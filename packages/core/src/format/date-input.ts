import { TZDate } from "@date-fns/tz";

/** The time zone used for display when none is given (a restaurant's default). */
export const defaultDisplayTimeZone = "Europe/Berlin";

/** What the date and time formatters accept: `YYYY-MM-DD`, ISO strings and `Date` objects. */
export type DisplayDateInput = string | Date | null | undefined;

/** A wall-clock reading in a restaurant's time zone. `month` is 1 to 12. */
export interface WallClockReading {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** False for a date-only input such as `2026-12-24`. */
  readonly hasTime: boolean;
}

/** Result of reading a display date: missing (empty), invalid (unparsable) or a wall-clock reading. */
export type DisplayDateReading =
  | { readonly kind: "missing" }
  | { readonly kind: "invalid" }
  | { readonly kind: "ok"; readonly value: WallClockReading };

const missing = { kind: "missing" } as const;
const invalid = { kind: "invalid" } as const;

/** `2026-12-24`, `2026-12-24T19:00`, `2026-12-24 19:00:00.000`: a wall-clock date (time) without offset. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
/** `2026-12-24T18:00:00.000Z`, `2026-12-24T19:00+01:00`: an instant. */
const instantPattern =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function validParts(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return (hour ?? 0) <= 23 && (minute ?? 0) <= 59 && (second ?? 0) <= 59;
}

const knownTimeZones = new Set<string>();

/** Throws a `RangeError` for a time zone `Intl` does not know (TZDate alone would answer NaN). */
function assertTimeZone(timeZone: string): void {
  if (knownTimeZones.has(timeZone)) return;
  new Intl.DateTimeFormat("en-US", { timeZone });
  knownTimeZones.add(timeZone);
}

function readInstant(instant: Date, timeZone: string): DisplayDateReading {
  if (Number.isNaN(instant.getTime())) return invalid;
  const zoned = new TZDate(instant.getTime(), timeZone);
  if (Number.isNaN(zoned.getFullYear())) return invalid;
  return {
    kind: "ok",
    value: {
      year: zoned.getFullYear(),
      month: zoned.getMonth() + 1,
      day: zoned.getDate(),
      hour: zoned.getHours(),
      minute: zoned.getMinutes(),
      hasTime: true,
    },
  };
}

/**
 * Reads a date for display. Strings without an offset are wall-clock values and are taken as they are;
 * instants (`Date`, ISO strings with `Z` or an offset) are converted to `timeZone`. Throws a `RangeError`
 * for an unknown time zone (the formatters turn that into 'Fehler beim Formatieren').
 */
export function readDisplayDate(
  input: DisplayDateInput,
  timeZone: string = defaultDisplayTimeZone,
): DisplayDateReading {
  assertTimeZone(timeZone);
  if (input === null || input === undefined) return missing;
  if (input instanceof Date) return readInstant(input, timeZone);
  const text = input.trim();
  if (text === "") return missing;
  const local = localPattern.exec(text);
  if (local) {
    if (!validParts(local)) return invalid;
    return {
      kind: "ok",
      value: {
        year: Number(local[1]),
        month: Number(local[2]),
        day: Number(local[3]),
        hour: Number(local[4] ?? 0),
        minute: Number(local[5] ?? 0),
        hasTime: local[4] !== undefined,
      },
    };
  }
  const instant = instantPattern.exec(text);
  if (instant && validParts(instant)) return readInstant(new Date(text), timeZone);
  return invalid;
}
