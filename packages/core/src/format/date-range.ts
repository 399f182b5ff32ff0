import { format } from "date-fns";
import type { DateFormatOptions } from "./date.ts";
import { formatDate } from "./date.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { formatTime } from "./time.ts";
import { wallClockDate } from "./wall-clock-date.ts";

const dash = " – ";

/**
 * A date range label, both ends inclusive: one day '24.12.2026'; same year '24.12. – 26.12.2026';
 * otherwise '30.12.2026 – 02.01.2027'. A missing end shows the start alone; an unreadable end shows its
 * fallback text ('Ungültiges Datum').
 */
export function formatDateRange(
  start: DisplayDateInput,
  end: DisplayDateInput,
  options: DateFormatOptions = {},
): string {
  const startLabel = formatDate(start, options);
  try {
    const timeZone = options.timeZone ?? defaultDisplayTimeZone;
    const from = readDisplayDate(start, timeZone);
    const to = readDisplayDate(end, timeZone);
    if (to.kind === "missing") return startLabel;
    const endLabel = formatDate(end, options);
    if (from.kind !== "ok" || to.kind !== "ok") return `${startLabel}${dash}${endLabel}`;
    if (startLabel === endLabel) return startLabel;
    if (from.value.year === to.value.year) {
      return `${format(wallClockDate(from.value), "dd.MM.")}${dash}${endLabel}`;
    }
    return `${startLabel}${dash}${endLabel}`;
  } catch {
    return startLabel;
  }
}

/** Opening times as '09:00 – 22:00'; each end falls back like `formatTime`. */
export function formatTimeRange(open: DisplayDateInput, close: DisplayDateInput): string {
  return `${formatTime(open)}${dash}${formatTime(close)}`;
}
