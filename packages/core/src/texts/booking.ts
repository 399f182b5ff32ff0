import { errorWithMessage, guestCountLabel } from "./common.ts";

/**
 * Direct (walk-in) booking inside the calendar's day modal (dashboard spec sections 2.3 and 8).
 * The slot-gone validation text lives in `validation.ts`.
 */
export const bookingTexts = {
  guestsLabel: "Anzahl Gäste", // not in the spec
  largerGroupLabel: "Größere Gruppe?",
  largerGroupPlaceholder: "z.B. 21",
  showSlots: "Verfügbare Zeiten anzeigen",
  slotPickerTitle: "Verfügbare Zeiten",
  slotsLoading: "Verfügbare Zeiten werden geladen...", // not in the spec
  noSlots: "Keine Zeiten verfügbar",
  loadErrorHeading: "Fehler beim Laden",
  loadErrorText: "Fehler beim Laden der Zeitslots",
  nameLabel: "Name für Reservierung",
  namePlaceholder: "Reservierungsname eingeben...",
  cancel: "Abbrechen",
  create: "Reservierung erstellen",
  creating: "Erstelle Reservierung...",
  success: "✅ Reservierung erfolgreich erstellt!",
  slotTakenMeanwhile: "Dieser Zeitslot ist leider belegt geworden. Wählen Sie bitte einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
  /** Sent as specialRequests of a reservation created in the dashboard. // not in the spec */
  directBookingNote: "Direkte Reservierung über das Dashboard",
} as const;

/** 'Fehler: {message or Unbekannter Fehler}' after a failed direct booking. */
export function directBookingError(message?: string | null): string {
  return errorWithMessage(message);
}

/** 'Verbindungsfehler: {text}' after a network or parse failure. */
export function directBookingConnectionError(text: string): string {
  return `Verbindungsfehler: ${text}`;
}

/** Error for a non-OK HTTP answer or invalid JSON, e.g. 'HTTP 500: Serverfehler'. // not in the spec */
export function directBookingHttpError(status: number, message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `HTTP ${status}: ${trimmed}` : `HTTP ${status}`;
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

/** Heading line of the slot picker: 'Dienstag, 24.12.2026 · 4 Personen'. // not in the spec */
export function slotPickerSubtitle(dayName: string, formattedDate: string, guests: number): string {
  return `${dayName}, ${formattedDate} · ${guestCountLabel(guests)}`;
}
