import type { BookingLanguage } from "../rules/booking-language.ts";
import { formatDate } from "./date.ts";
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

/**
 * The calendar day of an instant (read in `timeZone`) in the guest's language: German '13.05.2026'
 * (`formatDate`), English '13 May 2026'. An instant that cannot be read gives `formatDate`'s fallback text.
 */
export function formatGuestDate(instant: string, language: BookingLanguage, timeZone: string): string {
  const time = new Date(instant);
  if (language === "de" || Number.isNaN(time.getTime())) return formatDate(instant, { timeZone });
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(time);
}
