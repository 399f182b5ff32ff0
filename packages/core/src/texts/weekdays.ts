import { WEEKDAY_KEYS, type WeekdayKey } from "../rules/wire-date.ts";

/** Opening-hours keys in display order, Monday first; core's one list, turned. */
export const weekdayNameKeys: readonly WeekdayKey[] = [...WEEKDAY_KEYS.slice(1), ...WEEKDAY_KEYS.slice(0, 1)];

/** A lowercase English weekday key of the opening hours. */
export type WeekdayNameKey = WeekdayKey;

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

/** Calendar column headers, Sunday first: So Mo Di Mi Do Fr Sa (docs/requirements.md#closed-days). */
export const calendarWeekdayHeaders = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;
