import {
  addDaysToWireDate,
  findSpecialHourFor,
  hasOpeningHours,
  isClosingSpecialHour,
  type OpeningHoursLike,
  openingPeriodsFor,
  type SpecialHourLike,
  weeklyHours as weeklyHoursOf,
} from "@tischservice/core";
import type { BookingPage, BookingPageSpecialDay } from "@tischservice/core/schemas";

/** How far ahead the page names closures and changed hours: the weeks a guest typically plans in. */
export const SPECIAL_DAYS_AHEAD = 42;

/**
 * Monday to Sunday with their opening periods by core's rule (lunch breaks split a day), without special
 * hours; empty when the restaurant has no weekday configured at all.
 */
export function weeklyHours(hours: OpeningHoursLike | null): BookingPage["openingHours"] {
  if (!hasOpeningHours(hours)) return [];
  return weeklyHoursOf(hours).map(({ day, periods }) => ({ weekday: day, periods }));
}

/** A stored special-hours row, as core's rules read it. */
export interface SpecialHourRow extends SpecialHourLike {
  title: string;
}

/**
 * The special days from `today` on for `SPECIAL_DAYS_AHEAD` days: each day is decided by core's rule (a
 * closing entry wins over changed hours, recurring entries repeat yearly), and consecutive days under the
 * same entry become one range.
 */
export function upcomingSpecialDays(
  today: string,
  hours: OpeningHoursLike | null,
  entries: readonly SpecialHourRow[],
): BookingPageSpecialDay[] {
  const days: BookingPageSpecialDay[] = [];
  // The range being extended and the entry it belongs to, while consecutive days share it.
  const open: { entry: SpecialHourRow | null; day: BookingPageSpecialDay | null } = {
    entry: null,
    day: null,
  };
  for (let offset = 0; offset < SPECIAL_DAYS_AHEAD && entries.length > 0; offset++) {
    const date = addDaysToWireDate(today, offset);
    if (!date) break;
    const entry = findSpecialHourFor(date, entries);
    if (entry && open.day && open.entry === entry) {
      open.day.to = date;
      continue;
    }
    open.entry = entry;
    open.day = null;
    if (!entry) continue;
    const closed = isClosingSpecialHour(entry);
    const custom = entry.customHours?.openTime && entry.customHours.closeTime;
    open.day = {
      title: entry.title,
      from: date,
      to: date,
      closed,
      periods: closed || !custom ? [] : openingPeriodsFor(date, hours, [entry]),
    };
    days.push(open.day);
  }
  return days;
}
