import type { BookingLanguage } from "../rules/booking-language.ts";
import { formatGuestMailDate } from "./guest-mail-date.ts";
import { formatLongDate } from "./long-date.ts";

/**
 * A day with its weekday in the guest's language, for the pages behind their mails' links: German
 * 'Mittwoch, 13. Mai 2026' (`formatLongDate`), English 'Wednesday, 13 May 2026'. A day that does not read as
 * `YYYY-MM-DD` is shown as given in English.
 */
export function formatGuestLongDate(day: string, language: BookingLanguage): string {
  if (language === "de") return formatLongDate(day);
  const { formatted, dayName } = formatGuestMailDate(day, "en");
  return dayName ? `${dayName}, ${formatted}` : formatted;
}
