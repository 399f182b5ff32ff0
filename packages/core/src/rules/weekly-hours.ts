import { type WeekdayNameKey, weekdayNameKeys } from "../texts/weekdays.ts";
import { type OpeningHoursLike, type OpeningPeriod, openingPeriodsFor } from "./closed-day.ts";

/** A week whose Monday is 1 January 2024: the day rule is asked about one date of each weekday. */
const referenceWeek: Record<WeekdayNameKey, string> = {
  monday: "2024-01-01",
  tuesday: "2024-01-02",
  wednesday: "2024-01-03",
  thursday: "2024-01-04",
  friday: "2024-01-05",
  saturday: "2024-01-06",
  sunday: "2024-01-07",
};

export interface WeekdayPeriods {
  day: WeekdayNameKey;
  /** Empty: closed. Two periods when a lunch break lies inside the hours. */
  periods: OpeningPeriod[];
}

/** True when the configuration holds at least one weekday (else "Keine Öffnungszeiten verfügbar"). */
export function hasOpeningHours(hours: OpeningHoursLike | null | undefined): hours is OpeningHoursLike {
  return hours != null && weekdayNameKeys.some((day) => hours[day] != null);
}

/**
 * Monday to Sunday with their opening periods by `openingPeriodsFor` (no special hours applied): what a
 * restaurant's details and its booking page list as the week's hours.
 */
export function weeklyHours(hours: OpeningHoursLike): WeekdayPeriods[] {
  return weekdayNameKeys.map((day) => ({ day, periods: openingPeriodsFor(referenceWeek[day], hours, []) }));
}
