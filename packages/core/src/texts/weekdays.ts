/** Opening-hours keys in display order, Monday first (dashboard spec section 3). */
export const weekdayNameKeys = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** A lowercase English weekday key of the opening hours. */
export type WeekdayNameKey = (typeof weekdayNameKeys)[number];

/** German weekday names by opening-hours key. */
export const weekdayNames = {
  monday: "Montag",
  tuesday: "Dienstag",
  wednesday: "Mittwoch",
  thursday: "Donnerstag",
  friday: "Freitag",
  saturday: "Samstag",
  sunday: "Sonntag",
} as const satisfies Record<WeekdayNameKey, string>;

/** Two-letter German weekday names by opening-hours key (Mo to So). */
export const weekdayShortNames = {
  monday: "Mo",
  tuesday: "Di",
  wednesday: "Mi",
  thursday: "Do",
  friday: "Fr",
  saturday: "Sa",
  sunday: "So",
} as const satisfies Record<WeekdayNameKey, string>;

/** Calendar column headers, Sunday first: So Mo Di Mi Do Fr Sa (dashboard spec section 2.2). */
export const calendarWeekdayHeaders = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;

/** Keys indexed like `Date#getDay()` (0 = Sunday). */
const keysBySundayIndex = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const satisfies readonly WeekdayNameKey[];

/** Opening-hours key of a `getDay()` index (0 = Sunday … 6 = Saturday); other numbers wrap around. */
export function weekdayKeyFromDayIndex(dayIndex: number): WeekdayNameKey {
  const index = ((Math.trunc(dayIndex) % 7) + 7) % 7;
  return keysBySundayIndex[index] ?? "sunday";
}
