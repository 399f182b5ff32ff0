import { validationTexts } from "../texts/validation.ts";
import { weekdayNameKeys } from "../texts/weekdays.ts";
import type { OpeningHoursLike, WeekdayHoursLike } from "./closed-day.ts";
import type { WeekdayKey } from "./wire-date.ts";

/** "Alle öffnen" fills empty times with 09:00–22:00, the defaults the product sets. */
export const OPEN_ALL_DEFAULT_OPEN_TIME = "09:00";
export const OPEN_ALL_DEFAULT_CLOSE_TIME = "22:00";

/** One weekday with every field present, as the settings page edits it. */
export interface EditableDayHours {
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  hasLunchBreak: boolean;
  lunchBreakStart: string;
  lunchBreakEnd: string;
}

/** The seven weekdays, each present. */
export type EditableWeek = Record<WeekdayKey, EditableDayHours>;

/** A weekday with absent fields filled: closed, no times, no lunch break. */
export function editableDay(day: WeekdayHoursLike | null | undefined): EditableDayHours {
  return {
    isOpen: Boolean(day?.isOpen),
    openTime: day?.openTime ?? "",
    closeTime: day?.closeTime ?? "",
    hasLunchBreak: Boolean(day?.hasLunchBreak),
    lunchBreakStart: day?.lunchBreakStart ?? "",
    lunchBreakEnd: day?.lunchBreakEnd ?? "",
  };
}

/**
 * All seven weekdays, Monday first; an absent day is closed, like one with `isOpen` false
 * (docs/requirements.md#closed-days).
 */
export function editableWeek(hours: OpeningHoursLike | null | undefined): EditableWeek {
  return Object.fromEntries(weekdayNameKeys.map((key) => [key, editableDay(hours?.[key])])) as EditableWeek;
}

/** Opens a day; an empty open or close time gets 09:00 or 22:00, set times stay. */
export function openDay(day: EditableDayHours): EditableDayHours {
  return {
    ...day,
    isOpen: true,
    openTime: day.openTime === "" ? OPEN_ALL_DEFAULT_OPEN_TIME : day.openTime,
    closeTime: day.closeTime === "" ? OPEN_ALL_DEFAULT_CLOSE_TIME : day.closeTime,
  };
}

/** "Alle öffnen": every day open, empty times filled with 09:00–22:00, lunch breaks unchanged. */
export function openAllDays(hours: OpeningHoursLike | null | undefined): EditableWeek {
  const week = editableWeek(hours);
  return Object.fromEntries(weekdayNameKeys.map((key) => [key, openDay(week[key])])) as EditableWeek;
}

/** A problem that keeps the week from being saved. */
export interface OpeningHoursProblem {
  day: WeekdayKey;
  message: string;
}

/**
 * The first weekday (Monday first) the server would refuse: an open day without open or close time, or an open day with
 * a lunch break missing its start or end. Closed days may keep empty times. Null when the week can be saved.
 */
export function openingHoursProblem(week: EditableWeek): OpeningHoursProblem | null {
  for (const day of weekdayNameKeys) {
    const hours = week[day];
    if (!hours.isOpen) continue;
    if (hours.openTime === "" || hours.closeTime === "") {
      return { day, message: validationTexts.openingTimesRequired };
    }
    if (hours.hasLunchBreak && (hours.lunchBreakStart === "" || hours.lunchBreakEnd === "")) {
      return { day, message: validationTexts.lunchBreakTimesRequired };
    }
  }
  return null;
}
