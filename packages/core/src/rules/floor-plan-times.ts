import { wallTimeToInstant } from "./availability/intervals.ts";
import { type OpeningHoursLike, openingPeriodsFor, type SpecialHourLike } from "./closed-day.ts";
import { minutesToWireTime, wireTimeToMinutes } from "./wire-date.ts";

/** The step of the floor plan's times to look ahead to: the half hours bookings usually start on. */
export const FLOOR_PLAN_TIME_STEP_MINUTES = 30;
/** The floor plan's "+30 Min.": a look at the tables half an hour from now. */
export const FLOOR_PLAN_AHEAD_MINUTES = 30;

const DAY_MINUTES = 1440;

export interface FloorPlanTimesInput {
  /** Today in the restaurant's time zone, `YYYY-MM-DD`. */
  date: string;
  now: Date;
  openingHours: OpeningHoursLike | null | undefined;
  specialHours?: readonly SpecialHourLike[] | null | undefined;
  timeZone: string;
  /** Minutes between two times, default `FLOOR_PLAN_TIME_STEP_MINUTES`. */
  stepMinutes?: number;
}

/**
 * The times of the day the floor plan offers to look ahead to: every step from each opening period's start
 * (lunch break and special hours as the bookings have them) up to its closing, on the calendar day, and
 * only those still to come (a look back would show today's statuses at an earlier hour, which they do not
 * tell). Closed days give none.
 */
export function floorPlanTimes(input: FloorPlanTimesInput): string[] {
  const step = input.stepMinutes ?? FLOOR_PLAN_TIME_STEP_MINUTES;
  const nowMs = input.now.getTime();
  const times = new Set<string>();
  for (const period of openingPeriodsFor(input.date, input.openingHours, input.specialHours)) {
    const start = wireTimeToMinutes(period.start);
    const end = wireTimeToMinutes(period.end);
    if (start === null || end === null) continue;
    const last = Math.min(end <= start ? DAY_MINUTES : end, DAY_MINUTES);
    for (let minutes = Math.ceil(start / step) * step; minutes < last; minutes += step) {
      const instant = wallTimeToInstant(input.date, minutes, input.timeZone, true);
      if (instant !== null && instant > nowMs) times.add(minutesToWireTime(minutes));
    }
  }
  return [...times].sort();
}
