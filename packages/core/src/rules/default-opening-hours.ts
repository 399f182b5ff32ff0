import { weekdayNameKeys } from "../texts/weekdays.ts";
import { type EditableWeek, editableDay } from "./opening-hours-edit.ts";

/** A new restaurant is open every day from 11:00 to 22:00 until the owner sets its real hours. // ours */
export const DEFAULT_OPEN_TIME = "11:00";
export const DEFAULT_CLOSE_TIME = "22:00";

/** The opening hours a restaurant starts with (sign-up, admin, first configuration): every day open. */
export function defaultOpeningHours(): EditableWeek {
  const open = {
    ...editableDay(null),
    isOpen: true,
    openTime: DEFAULT_OPEN_TIME,
    closeTime: DEFAULT_CLOSE_TIME,
  };
  return Object.fromEntries(weekdayNameKeys.map((key) => [key, { ...open }])) as EditableWeek;
}
