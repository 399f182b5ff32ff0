// The API's answers to a booking and to a day's slots.
import { bookingTexts } from "./booking.ts";

/** The API's answers to a booking and to a day's slots (shown by the widget and dashboard). */
export const bookingAnswerTexts = {
  closed: "Das Restaurant ist an diesem Tag geschlossen.",
  past: "Dieser Zeitslot liegt in der Vergangenheit oder zu kurzfristig. Bitte wählen Sie einen späteren Zeitslot.",
  notOffered: "Zu dieser Uhrzeit kann nicht reserviert werden. Bitte wählen Sie einen angebotenen Zeitslot.",
  confirmed: "Reservierung erfolgreich erstellt!",
  pending: "Vielen Dank! Ihre Reservierungsanfrage ist eingegangen und wird vom Restaurant bestätigt.",
} as const;

/** The API's answers when a booking cannot have its slot (409 `slot_taken`) or tables (`no_fitting_tables`). */
export const bookingConflictTexts = {
  slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  noFittingTables: bookingTexts.noFittingTables,
} as const;

/** The message of a day's slots: closed, 'Keine Zeiten verfügbar', or '3 Zeitslots verfügbar'. */
export function daySlotsMessage(closed: boolean, free: number): string {
  if (closed) return bookingAnswerTexts.closed;
  if (free === 0) return bookingTexts.noSlots;
  return `${free} ${free === 1 ? "Zeitslot" : "Zeitslots"} verfügbar`;
}

/** The message of the next free times on other days: how many were found in how many days. */
export function nextFreeTimesMessage(found: number, days: number): string {
  if (found === 0) return `In den nächsten ${days} Tagen ist kein Termin frei.`;
  return `${found} ${found === 1 ? "freier Termin" : "freie Termine"} in den nächsten ${days} Tagen`;
}
