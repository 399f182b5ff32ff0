import { lightFormat } from "date-fns";
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

// Numbers through `lightFormat`, names from the platform's German calendar (what `format` with date-fns' `de`
// locale answers for these patterns). Importing that locale would put its whole object on the dashboard's
// first visit: relative-time phrases and a date parser these formatters never use.
const weekdayName = /* @__PURE__ */ new Intl.DateTimeFormat("de-DE", { weekday: "long", timeZone: "UTC" });
const monthName = /* @__PURE__ */ new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });

/** German weekday name of a wall-clock date, e.g. 'Donnerstag' (`format`'s `EEEE` with `de`). */
function dayNameOf(day: Date): string {
  // 2024-01-07 was a Sunday: adding `getDay()` (0 = Sunday) names the same weekday.
  return weekdayName.format(Date.UTC(2024, 0, 7 + day.getDay()));
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
    const month = monthName.format(Date.UTC(2024, day.getMonth(), 1));
    return `${dayNameOf(day)}, ${lightFormat(day, "d")}. ${month} ${lightFormat(day, "y")}`;
  } catch {
    return formatFallbackTexts.formatError;
  }
}
