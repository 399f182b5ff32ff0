import { lightFormat } from "date-fns";
import { formatFallbackTexts } from "../texts/format-fallbacks.ts";
import { type DisplayDateInput, defaultDisplayTimeZone, readDisplayDate } from "./date-input.ts";
import { pad2 } from "./pad.ts";
import { wallClockDate } from "./wall-clock-date.ts";

/** Options of the time formatter. */
export interface TimeFormatOptions {
  /** IANA time zone in which an instant is read; default 'Europe/Berlin'. */
  readonly timeZone?: string;
}

/** `9:30`, `09:30`, `09:30:00`; `24:00` is allowed as an end of day. */
const timeOfDayPattern = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function formatTimeOfDay(match: RegExpExecArray): string {
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const endOfDay = hour === 24 && minute === 0 && second === 0;
  if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return formatFallbackTexts.invalidTime;
  return `${pad2(hour)}:${pad2(minute)}`;
}

/**
 * A time as `HH:MM` (e.g. `19:00`). Accepts `HH:MM` wall-clock strings, date-time strings and `Date`s
 * (read in `timeZone`). Missing input gives 'Unbekannte Zeit', unparsable input or a date without a time
 * 'Ungültige Zeit', a failing formatter 'Fehler beim Formatieren'.
 */
export function formatTime(input: DisplayDateInput, options: TimeFormatOptions = {}): string {
  try {
    const timeOfDay = typeof input === "string" ? timeOfDayPattern.exec(input.trim()) : null;
    if (timeOfDay) return formatTimeOfDay(timeOfDay);
    const reading = readDisplayDate(input, options.timeZone ?? defaultDisplayTimeZone);
    if (reading.kind === "missing") return formatFallbackTexts.unknownTime;
    if (reading.kind === "invalid" || !reading.value.hasTime) return formatFallbackTexts.invalidTime;
    return lightFormat(wallClockDate(reading.value), "HH:mm");
  } catch {
    return formatFallbackTexts.formatError;
  }
}
