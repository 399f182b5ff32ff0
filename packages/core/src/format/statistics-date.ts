import { format } from "date-fns";
import { formatFallbackTexts } from "../texts/format-fallbacks.ts";
import type { DateFormatOptions } from "./date.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { wallClockDate } from "./wall-clock-date.ts";

/**
 * The date of a statistics row: 'dd.MM.' within the current month of `now` (e.g. '24.12.'), otherwise with
 * a two-digit year ('24.12.25'). The current month is read in `timeZone` (default 'Europe/Berlin').
 * Fallbacks as `formatDate`.
 */
export function formatStatisticsRowDate(
  input: DisplayDateInput,
  now: Date,
  options: DateFormatOptions = {},
): string {
  try {
    const timeZone = options.timeZone ?? defaultDisplayTimeZone;
    const reading = readDisplayDate(input, timeZone);
    if (reading.kind === "missing") return formatFallbackTexts.unknownDate;
    if (reading.kind === "invalid") return formatFallbackTexts.invalidDate;
    const { month, year } = reading.value;
    const today = readDisplayDate(now, timeZone);
    const sameMonth = today.kind === "ok" && today.value.year === year && today.value.month === month;
    return format(wallClockDate(reading.value), sameMonth ? "dd.MM." : "dd.MM.yy");
  } catch {
    return formatFallbackTexts.formatError;
  }
}
