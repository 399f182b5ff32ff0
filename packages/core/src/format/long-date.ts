import { format } from "date-fns";
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

/** The input as a date for `format`, or the fallback text when it cannot be shown. */
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
    return { formatted: format(day, "dd.MM.yyyy"), dayName: format(day, "EEEE", { locale: de }) };
  } catch {
    return { formatted: formatFallbackTexts.formatError, dayName: "" };
  }
}

/** A long date with weekday, e.g. 'Donnerstag, 24. Dezember 2026'; same fallbacks as `formatDate`. */
export function formatLongDate(input: DisplayDateInput, options: DateFormatOptions = {}): string {
  try {
    const day = readDay(input, options);
    if (typeof day === "string") return day;
    return format(day, "EEEE, d. MMMM y", { locale: de });
  } catch {
    return formatFallbackTexts.formatError;
  }
}
