import { TZDate } from "@date-fns/tz";

/** Defaults of the availability engine (spec: duration 120 min; issue 4: interval 30, lead time 30). */
export const AVAILABILITY_DEFAULTS = {
  reservationDuration: 120,
  slotInterval: 30,
  leadTimeMinutes: 30,
  timeZone: "Europe/Berlin",
} as const;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of a wall-clock "HH:MM" ("24:00" allowed as an end), or null when malformed. */
export function parseClockMinutes(time: string): number | null {
  const match = CLOCK_TIME.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** "HH:MM" for minutes since midnight, wrapped into one day. */
export function formatClockMinutes(minutes: number): string {
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function wallTimeOf(date: string, minutesOfDay: number): WallTime | null {
  const match = ISO_DAY.exec(date);
  if (!match || !Number.isInteger(minutesOfDay)) return null;
  const dayOffset = Math.floor(minutesOfDay / DAY_MINUTES);
  const rest = minutesOfDay - dayOffset * DAY_MINUTES;
  const calendar = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + dayOffset));
  return {
    year: calendar.getUTCFullYear(),
    month: calendar.getUTCMonth(),
    day: calendar.getUTCDate(),
    hours: Math.floor(rest / 60),
    minutes: rest % 60,
  };
}

function shows(instant: TZDate, wall: WallTime): boolean {
  return (
    instant.getFullYear() === wall.year &&
    instant.getMonth() === wall.month &&
    instant.getDate() === wall.day &&
    instant.getHours() === wall.hours &&
    instant.getMinutes() === wall.minutes
  );
}

/**
 * The absolute instant (epoch ms) of a wall-clock time in a time zone. `minutesOfDay` may exceed 1440
 * for times after midnight of the following day.
 * - A time that does not exist (02:30 on the spring-forward day): `null` when `strict`, otherwise the
 *   instant the clock jumps to (TZDate's choice, e.g. 03:30 summer time).
 * - A time that exists twice (02:30 on the fall-back day): the first occurrence, as RFC 5545 does.
 * Throws a RangeError for a malformed date or an unknown time zone.
 */
export function wallTimeToInstant(
  date: string,
  minutesOfDay: number,
  timeZone: string,
  strict = false,
): number | null {
  const wall = wallTimeOf(date, minutesOfDay);
  if (!wall) throw new RangeError(`Ungültiges Datum oder Uhrzeit: ${date} ${minutesOfDay}`);
  const instant = new TZDate(wall.year, wall.month, wall.day, wall.hours, wall.minutes, timeZone);
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Unbekannte Zeitzone: ${timeZone}`);
  if (!shows(instant, wall)) return strict ? null : time;
  for (const shiftMinutes of [60, 30]) {
    const earlier = new TZDate(time - shiftMinutes * MINUTE_MS, timeZone);
    if (shows(earlier, wall)) return earlier.getTime();
  }
  return time;
}

/** A reservation as the engine reads it; absolute instants win when the API has stored them. */
export interface ReservationTimes {
  reservationDate: string;
  timeSlot: string;
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
 * The absolute interval of a reservation: its local date and "HH:MM" in the restaurant's time zone plus
 * its duration (or the restaurant's default). A time inside the spring-forward gap is moved forward, an
 * ambiguous one takes its first occurrence. Null when the date or time is malformed.
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
  const minutes = parseClockMinutes(reservation.timeSlot);
  if (minutes === null || minutes >= DAY_MINUTES || !ISO_DAY.test(reservation.reservationDate)) return null;
  const start = wallTimeToInstant(reservation.reservationDate, minutes, timeZone);
  if (start === null) return null;
  const duration = reservation.duration && reservation.duration > 0 ? reservation.duration : defaultDuration;
  return { start, end: start + duration * MINUTE_MS };
}

/** Half-open overlap: [a.start, a.end) and [b.start, b.end) share at least one instant. */
export function intervalsOverlap(a: InstantInterval, b: InstantInterval): boolean {
  return a.start < b.end && b.start < a.end;
}
