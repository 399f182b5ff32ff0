import { minutesToWireTime } from "@tischservice/core/rules";

/** "18:30", "18.30", "9:30", "1830"; hours 0–23, minutes two digits 00–59. */
const wholeTime = /^(\d{1,2})[:.,]?(\d{2})$/;
/** Only when the field is left: a bare hour ("9", "18") or three digits ("930"). */
const shortTime = /^(\d{1,2})$/;

/**
 * A typed time as `HH:MM` (24 hours), or null when it is not one (yet). While typing (`complete` false)
 * only whole times count, so that "1" on the way to "18:30" is not taken as 01:00; when the field is left
 * (`complete` true) a bare hour is read as full hour ("9" is 09:00).
 */
export function readTypedTime(text: string, complete: boolean): string | null {
  const typed = text.trim();
  const whole = wholeTime.exec(typed);
  const short = complete && !whole ? shortTime.exec(typed) : null;
  const hours = Number(whole?.[1] ?? short?.[1] ?? Number.NaN);
  const minutes = whole ? Number(whole[2]) : 0;
  if (!Number.isInteger(hours) || hours > 23 || minutes > 59) return null;
  if (whole && !complete && typed.length === 3 && !/[:.,]/.test(typed)) return null;
  return minutesToWireTime(hours * 60 + minutes);
}
