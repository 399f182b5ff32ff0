import { errorWithMessage } from "./common.ts";
import * as project from "./project/booking.ts";

/**
 * Direct (walk-in) booking inside the calendar's day modal (dashboard spec sections 2.3 and 8).
 * The slot-gone validation text lives in `validation.ts`.
 */
export const bookingTexts = {
  largerGroupLabel: "Größere Gruppe?",
  largerGroupPlaceholder: "z.B. 21",
  showSlots: "Verfügbare Zeiten anzeigen",
  slotPickerTitle: "Verfügbare Zeiten",
  noSlots: "Keine Zeiten verfügbar",
  loadErrorHeading: "Fehler beim Laden",
  loadErrorText: "Fehler beim Laden der Zeitslots",
  nameLabel: "Name für Reservierung",
  namePlaceholder: "Reservierungsname eingeben...",
  cancel: "Abbrechen",
  create: "Reservierung erstellen",
  creating: "Erstelle Reservierung...",
  // Without the spec's "✅": the success banner shows a check icon beside it.
  success: "Reservierung erfolgreich erstellt!",
  slotTakenMeanwhile: "Dieser Zeitslot ist leider belegt geworden. Wählen Sie bitte einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
  ...project.bookingTexts,
} as const;

/** 'Fehler: {message or Unbekannter Fehler}' after a failed direct booking. */
export function directBookingError(message?: string | null): string {
  return errorWithMessage(message);
}

/** 'Verbindungsfehler: {text}' after a network or parse failure. */
export function directBookingConnectionError(text: string): string {
  return `Verbindungsfehler: ${text}`;
}

/**
 * The message after a failed direct booking, chosen from the server message as the spec says:
 * containing 'nicht mehr verfügbar' → slot taken; containing 'Tische' → no fitting tables; else 'Fehler: …'.
 */
export function directBookingFailureMessage(serverMessage?: string | null): string {
  const message = serverMessage ?? "";
  if (message.includes("nicht mehr verfügbar")) return bookingTexts.slotTakenMeanwhile;
  if (message.includes("Tische")) return bookingTexts.noFittingTables;
  return directBookingError(serverMessage);
}

export { directBookingHttpError, slotPickerSubtitle } from "./project/booking.ts";
