import { lightFormat } from "date-fns";
import { formatFallbackTexts } from "../texts/format-fallbacks.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { wallClockDate } from "./wall-clock-date.ts";

/** Options of the date formatters. */
export interface DateFormatOptions {
  /** IANA time zone that decides the calendar day of an instant; default 'Europe/Berlin'. */
  readonly timeZone?: string;
}

/**
 * A date the German way, `dd.MM.yyyy` (e.g. `24.12.2026`). Missing input gives 'Unbekanntes Datum',
 * unparsable input 'Ungültiges Datum', a failing formatter (e.g. an unknown time zone)
 * 'Fehler beim Formatieren'.
 */
export function formatDate(input: DisplayDateInput, options: DateFormatOptions = {}): string {
  try {
    const reading = readDisplayDate(input, options.timeZone ?? defaultDisplayTimeZone);
    if (reading.kind === "missing") return formatFallbackTexts.unknownDate;
    if (reading.kind === "invalid") return formatFallbackTexts.invalidDate;
    return lightFormat(wallClockDate(reading.value), "dd.MM.yyyy");
  } catch {
    return formatFallbackTexts.formatError;
  }
}
