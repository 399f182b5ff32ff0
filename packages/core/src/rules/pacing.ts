import { bookingLimitTexts } from "../texts/booking-limits.ts";
import { isCancelledReservationStatus } from "./reservation-fields.ts";
import { minutesToWireTime, wireTimeToMinutes } from "./wire-date.ts";

/** The window lengths a restaurant may pace arrivals by (minutes). */
export const PACING_WINDOW_OPTIONS = [15, 30, 60] as const;
export type PacingWindowMinutes = (typeof PACING_WINDOW_OPTIONS)[number];

/**
 * How many arrivals online bookings may fill per window of the day's clock (19:00–19:15, 19:15–19:30, ...);
 * null in either limit means no limit of that kind. The API stores this shape as it is.
 */
export interface Pacing {
  windowMinutes: PacingWindowMinutes;
  maxGuests: number | null;
  maxBookings: number | null;
}

/** A reservation as pacing counts it: when it starts, for how many, and whether it still stands. */
export interface PacingArrival {
  timeSlot: string;
  numberOfGuests: number;
  status?: string | null;
}

export interface PacingLoad {
  /** The window's start `HH:MM`. */
  window: string;
  guests: number;
  bookings: number;
}

/** The start `HH:MM` of the window a time falls in, or null for an invalid time. */
export function pacingWindowOf(time: string, windowMinutes: number): string | null {
  const minutes = wireTimeToMinutes(time);
  if (minutes === null) return null;
  return minutesToWireTime(minutes - (minutes % windowMinutes));
}

/**
 * Whether a reservation counts towards its window: every one that still stands, pending ones included;
 * cancelled and rejected ones have given their arrival up.
 */
function counts(arrival: PacingArrival): boolean {
  return !isCancelledReservationStatus(arrival.status) && arrival.status !== "rejected";
}

/** The arrivals already in the window of `time` (the day's reservations of one date). */
export function pacingLoadAt(
  arrivals: readonly PacingArrival[],
  time: string,
  windowMinutes: number,
): PacingLoad | null {
  const window = pacingWindowOf(time, windowMinutes);
  if (window === null) return null;
  let guests = 0;
  let bookings = 0;
  for (const arrival of arrivals) {
    if (!counts(arrival) || pacingWindowOf(arrival.timeSlot, windowMinutes) !== window) continue;
    guests += arrival.numberOfGuests;
    bookings += 1;
  }
  return { window, guests, bookings };
}

/** The load of every window that has arrivals, in time order (the calendar's day view). */
export function pacingLoadsOfDay(arrivals: readonly PacingArrival[], windowMinutes: number): PacingLoad[] {
  const byWindow = new Map<string, PacingLoad>();
  for (const arrival of arrivals) {
    const window = counts(arrival) ? pacingWindowOf(arrival.timeSlot, windowMinutes) : null;
    if (window === null) continue;
    const load = byWindow.get(window) ?? { window, guests: 0, bookings: 0 };
    load.guests += arrival.numberOfGuests;
    load.bookings += 1;
    byWindow.set(window, load);
  }
  return [...byWindow.values()].sort((a, b) => a.window.localeCompare(b.window));
}

/** How far a new booking of `partySize` would take the window past a limit; null while within it. */
export interface PacingExcess {
  kind: "guests" | "bookings";
  /** The window's count with the new booking. */
  count: number;
  max: number;
  window: string;
}

/**
 * Whether a new booking of `partySize` at `time` would take its window past the pacing: the window's
 * guests plus the party above `maxGuests`, or its bookings plus this one above `maxBookings`.
 */
export function pacingExcess(
  pacing: Pacing | null | undefined,
  arrivals: readonly PacingArrival[],
  time: string,
  partySize: number,
): PacingExcess | null {
  if (!pacing) return null;
  const load = pacingLoadAt(arrivals, time, pacing.windowMinutes);
  if (!load) return null;
  const guests = load.guests + partySize;
  if (pacing.maxGuests !== null && guests > pacing.maxGuests) {
    return { kind: "guests", count: guests, max: pacing.maxGuests, window: load.window };
  }
  const bookings = load.bookings + 1;
  if (pacing.maxBookings !== null && bookings > pacing.maxBookings) {
    return { kind: "bookings", count: bookings, max: pacing.maxBookings, window: load.window };
  }
  return null;
}

/** The staff's warning before saving over the pacing, „Über dem Takt: 14 von 12 Gästen um 19:00“, or null. */
export function pacingWarning(
  pacing: Pacing | null | undefined,
  arrivals: readonly PacingArrival[],
  time: string,
  partySize: number,
): string | null {
  const excess = pacingExcess(pacing, arrivals, time, partySize);
  if (!excess) return null;
  return excess.kind === "guests"
    ? bookingLimitTexts.overPacingGuests(excess.count, excess.max, excess.window)
    : bookingLimitTexts.overPacingBookings(excess.count, excess.max, excess.window);
}
