import { TZDate } from "@date-fns/tz";
import {
  DEFAULT_BOOKING_LEAD_TIME_MINUTES,
  DEFAULT_RESERVATION_DURATION_MINUTES,
  DEFAULT_SLOT_INTERVAL_MINUTES,
} from "../constants.ts";
import { type ReservationWhenLike, reservationDateOf } from "../reservation-fields.ts";
import {
  addDaysToWireDate,
  DEFAULT_RESTAURANT_TIME_ZONE,
  formatWireDate,
  minutesToWireTime,
  wireDateTimeToInstant,
  wireTimeToMinutes,
} from "../wire-date.ts";

/** Defaults of the availability engine, all in minutes except the time zone (from core's constants). */
export const AVAILABILITY_DEFAULTS = {
  reservationDuration: DEFAULT_RESERVATION_DURATION_MINUTES,
  slotInterval: DEFAULT_SLOT_INTERVAL_MINUTES,
  leadTimeMinutes: DEFAULT_BOOKING_LEAD_TIME_MINUTES,
  timeZone: DEFAULT_RESTAURANT_TIME_ZONE,
} as const;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/**
 * The absolute instant (epoch ms) of a local wall-clock time: `minutesOfDay` minutes after midnight of
 * `date` (values from 1440 on fall on the following days).
 * - A time that does not exist (02:30 on the spring-forward day in Berlin): `null` when `strict`,
 *   otherwise the instant the clock jumps to (03:30 summer time), as `wireDateTimeToInstant` does.
 * - A time that exists twice (02:30 on the fall-back day) resolves, like everywhere in core, to the
 *   instant `TZDate` gives: the second occurrence (02:30 standard time).
 * Null for an invalid date; throws a RangeError for an unknown time zone.
 */
export function wallTimeToInstant(
  date: string,
  minutesOfDay: number,
  timeZone: string,
  strict = false,
): number | null {
  const key = `${timeZone}|${date}|${minutesOfDay}`;
  let resolved = instantCache.get(key);
  if (resolved === undefined) {
    resolved = resolveWallTime(date, minutesOfDay, timeZone);
    if (instantCache.size >= INSTANT_CACHE_LIMIT) instantCache.clear();
    instantCache.set(key, resolved);
  }
  if (resolved === null) return null;
  return strict && !resolved.exists ? null : resolved.instant;
}

/**
 * Resolving a wall-clock time through `TZDate` costs tens of microseconds, and the API asks for the same
 * days again and again; time-zone rules do not change while the process runs, so the answers are kept
 * (bounded: the cache starts over when full).
 */
const instantCache = new Map<string, { instant: number; exists: boolean } | null>();
const INSTANT_CACHE_LIMIT = 50_000;

function resolveWallTime(
  date: string,
  minutesOfDay: number,
  timeZone: string,
): { instant: number; exists: boolean } | null {
  const dayOffset = Math.floor(minutesOfDay / DAY_MINUTES);
  const rest = minutesOfDay - dayOffset * DAY_MINUTES;
  const day = addDaysToWireDate(date, dayOffset);
  if (!day || !Number.isInteger(minutesOfDay)) return null;
  const instant = wireDateTimeToInstant(day, minutesToWireTime(rest), timeZone);
  if (!instant) throw new RangeError(`Unbekannte Zeitzone: ${timeZone}`);
  const shown = new TZDate(instant.getTime(), timeZone);
  const shownDay = formatWireDate({
    year: shown.getFullYear(),
    month: shown.getMonth() + 1,
    day: shown.getDate(),
  });
  const exists = shownDay === day && shown.getHours() * 60 + shown.getMinutes() === rest;
  return { instant: instant.getTime(), exists };
}

/** A reservation's times (`reservationDate`, else `date`); stored absolute instants win when present. */
export interface ReservationTimes extends ReservationWhenLike {
  /** Minutes; the restaurant's reservation duration when absent. */
  duration?: number | null;
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}

/** Half-open absolute interval [start, end) in epoch milliseconds. */
export interface InstantInterval {
  start: number;
  end: number;
}

/**
 * The absolute interval of a reservation: its local date and `HH:MM` in the restaurant's time zone plus
 * its duration (or the default). Stored `startsAt`/`endsAt` are used as they are. A time inside the
 * spring-forward gap moves forward; an ambiguous one is the second occurrence. Null when the date or
 * time is malformed; an unknown time zone throws (silently ignoring reservations could double-book).
 */
export function reservationInterval(
  reservation: ReservationTimes,
  timeZone: string = AVAILABILITY_DEFAULTS.timeZone,
  defaultDuration: number = AVAILABILITY_DEFAULTS.reservationDuration,
): InstantInterval | null {
  if (reservation.startsAt && reservation.endsAt) {
    const start = new Date(reservation.startsAt).getTime();
    const end = new Date(reservation.endsAt).getTime();
    if (!Number.isNaN(start) && !Number.isNaN(end) && end > start) return { start, end };
  }
  const minutes = wireTimeToMinutes(reservation.timeSlot);
  const date = reservationDateOf(reservation);
  if (minutes === null || !date) return null;
  const start = wallTimeToInstant(date, minutes, timeZone);
  if (start === null) return null;
  const duration = reservation.duration && reservation.duration > 0 ? reservation.duration : defaultDuration;
  return { start, end: start + duration * MINUTE_MS };
}
