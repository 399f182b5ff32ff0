import { formatFallbackTexts } from "../texts/format-fallbacks.ts";
import { weekdayKeyFromDayIndex, weekdayNames } from "../texts/weekdays.ts";
import type { DateFormatOptions } from "./date.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { pad2 } from "./pad.ts";

const monthNameFormatter = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });

/** The slot response's date: `{ formatted: '24.12.2026', dayName: 'Donnerstag' }`. */
export interface SlotDateLabel {
  readonly formatted: string;
  /** German weekday name; empty when the date cannot be shown. */
  readonly dayName: string;
}

function utcNoon(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(12);
  return date;
}

type Parts = { formatted: string; dayName: string; day: number; monthName: string; year: number };

function readParts(input: DisplayDateInput, options: DateFormatOptions): Parts | string {
  const reading = readDisplayDate(input, options.timeZone ?? defaultDisplayTimeZone);
  if (reading.kind === "missing") return formatFallbackTexts.unknownDate;
  if (reading.kind === "invalid") return formatFallbackTexts.invalidDate;
  const { year, month, day } = reading.value;
  const noon = utcNoon(year, month, day);
  return {
    formatted: `${pad2(day)}.${pad2(month)}.${String(year).padStart(4, "0")}`,
    dayName: weekdayNames[weekdayKeyFromDayIndex(noon.getUTCDay())],
    day,
    monthName: monthNameFormatter.format(noon),
    year,
  };
}

/**
 * Date and weekday for the slot picker, e.g. `{ formatted: '24.12.2026', dayName: 'Donnerstag' }`.
 * Missing, invalid or unformattable input puts the date fallback text in `formatted` and leaves `dayName` empty.
 */
export function formatSlotDate(input: DisplayDateInput, options: DateFormatOptions = {}): SlotDateLabel {
  try {
    const parts = readParts(input, options);
    if (typeof parts === "string") return { formatted: parts, dayName: "" };
    return { formatted: parts.formatted, dayName: parts.dayName };
  } catch {
    return { formatted: formatFallbackTexts.formatError, dayName: "" };
  }
}

/** A long date with weekday, e.g. 'Donnerstag, 24. Dezember 2026'; same fallbacks as `formatDate`. */
export function formatLongDate(input: DisplayDateInput, options: DateFormatOptions = {}): string {
  try {
    const parts = readParts(input, options);
    if (typeof parts === "string") return parts;
    return `${parts.dayName}, ${parts.day}. ${parts.monthName} ${parts.year}`;
  } catch {
    return formatFallbackTexts.formatError;
  }
}
