import type { BookingLanguage } from "../rules/booking-language.ts";
import { formatSlotDate, type SlotDateLabel } from "./long-date.ts";

const englishDay = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });
const englishDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A reservation's day as the guest's mails write it in their language: German 'Mittwoch' and '13.05.2026'
 * (`formatSlotDate`), English 'Wednesday' and '13 May 2026'. A day that does not read as `YYYY-MM-DD` is
 * shown as given.
 */
export function formatGuestMailDate(day: string, language: BookingLanguage): SlotDateLabel {
  if (language === "de") return formatSlotDate(day);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime())) return { formatted: day, dayName: "" };
  return { formatted: englishDate.format(date), dayName: englishDay.format(date) };
}
