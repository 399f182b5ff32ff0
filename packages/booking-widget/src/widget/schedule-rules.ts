import {
  findSpecialHourFor,
  isClosedDay,
  isClosingSpecialHour,
  nextOpenDate,
} from "@tischservice/core/rules";
import type { Schedule } from "./api.ts";

/**
 * What reads a restaurant's schedule: closed days to grey out, the next open day. Needed only once the
 * schedule is there, which is after the first slots: widget.js loads it on demand with the schedule
 * (`useRestaurantData`).
 */
export { nextOpenDate };

/** Whether a date is closed by the schedule; unknown opening hours close only by special hours. */
export function closedBySchedule(date: string, schedule: Schedule | null): boolean {
  if (!schedule) return false;
  if (schedule.openingHours) return isClosedDay(date, schedule.openingHours, schedule.specialHours);
  const special = findSpecialHourFor(date, schedule.specialHours);
  return special ? isClosingSpecialHour(special) : false;
}
