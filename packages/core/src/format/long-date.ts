import { type Day, lightFormat, type Month } from "date-fns";
import { de } from "date-fns/locale/de";
import { formatFallbackTexts } from "../texts/format-fallbacks.ts";
import type { DateFormatOptions } from "./date.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { wallClockDate } from "./wall-clock-date.ts";

/** The slot response's date: `{ formatted: '24.12.2026', dayName: 'Donnerstag' }`. */
export interface SlotDateLabel {
  readonly formatted: string;
  /** German weekday name; empty when the date cannot be shown. */
  readonly dayName: string;
}

// Numbers through `lightFormat` and names through the `de` locale's `localize`, exactly what `format` answers
// for these patterns, without `format`'s token table and default (English) locale on the dashboard's first load.
const wideName = { width: "wide", context: "formatting" } as const;

/** German weekday name of a wall-clock date, e.g. 'Donnerstag' (`format`'s `EEEE` with `de`). */
function dayNameOf(day: Date): string {
  return de.localize.day(day.getDay() as Day, wideName);
}

/** The input as a date for `lightFormat`, or the fallback text when it cannot be shown. */
function readDay(input: DisplayDateInput, options: DateFormatOptions): Date | string {
  const reading = readDisplayDate(input, options.timeZone ?? defaultDisplayTimeZone);
  if (reading.kind === "missing") return formatFallbackTexts.unknownDate;
  if (reading.kind === "invalid") return formatFallbackTexts.invalidDate;
  return wallClockDate(reading.value);
}

/**
 * Date and weekday for the slot picker, e.g. `{ formatted: '24.12.2026', dayName: 'Donnerstag' }`.
 * Missing, invalid or unformattable input puts the date fallback text in `formatted` and leaves `dayName` empty.
 */
export function formatSlotDate(input: DisplayDateInput, options: DateFormatOptions = {}): SlotDateLabel {
  try {
    const day = readDay(input, options);
    if (typeof day === "string") return { formatted: day, dayName: "" };
    return { formatted: lightFormat(day, "dd.MM.yyyy"), dayName: dayNameOf(day) };
  } catch {
    return { formatted: formatFallbackTexts.formatError, dayName: "" };
  }
}

/** A long date with weekday, e.g. 'Donnerstag, 24. Dezember 2026'; same fallbacks as `formatDate`. */
export function formatLongDate(input: DisplayDateInput, options: DateFormatOptions = {}): string {
  try {
    const day = readDay(input, options);
    if (typeof day === "string") return day;
    const month = de.localize.month(day.getMonth() as Month, wideName);
    return `${dayNameOf(day)}, ${lightFormat(day, "d")}. ${month} ${lightFormat(day, "y")}`;
  } catch {
    return formatFallbackTexts.formatError;
  }
}
