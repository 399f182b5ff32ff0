import { everyDayOpen, isClosedDay, type OpeningHoursLike, type SpecialHourLike } from "@tischservice/core";

/**
 * Whether a day is closed, as the month calendar decides it: without a configuration (not loaded, or
 * none saved) only special closures close a day.
 */
export function closedOn(
  date: string,
  openingHours: OpeningHoursLike | null | undefined,
  specialHours: readonly SpecialHourLike[] | null | undefined,
): boolean {
  return isClosedDay(date, openingHours ?? everyDayOpen, specialHours);
}
