import { errorWithMessage, guestCountLabel } from "./common.ts";

/**
 * Direct (walk-in) booking inside the calendar's day modal (docs/requirements.md#direct-booking).
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
  // Without the "✅" the required text starts with: the success banner shows a check icon beside it.
  success: "Reservierung erfolgreich erstellt!",
  slotTakenMeanwhile: "Dieser Zeitslot ist leider belegt geworden. Wählen Sie bitte einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
  guestsLabel: "Anzahl Gäste",
  slotsLoading: "Verfügbare Zeiten werden geladen...",
  phoneLabel: "Telefon",
  phonePlaceholder: "z.B. 0171 2345678",
  emailLabel: "E-Mail",
  emailHint: "Mit E-Mail erhält der Gast die Bestätigung und die Erinnerung.",
  notesLabel: "Notizen",
  notesPlaceholder: "z.B. Kinderstuhl, Allergien, Anlass",
  contactOptional: "optional",
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
 * The message after a failed direct booking, chosen from the server message as the product requires:
 * containing 'nicht mehr verfügbar' → slot taken; containing 'Tische' → no fitting tables; else 'Fehler: …'.
 */
export function directBookingFailureMessage(serverMessage?: string | null): string {
  const message = serverMessage ?? "";
  if (message.includes("nicht mehr verfügbar")) return bookingTexts.slotTakenMeanwhile;
  if (message.includes("Tische")) return bookingTexts.noFittingTables;
  return directBookingError(serverMessage);
}

/** Error for a non-OK HTTP answer or invalid JSON, e.g. 'HTTP 500: Serverfehler'. */
export function directBookingHttpError(status: number, message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `HTTP ${status}: ${trimmed}` : `HTTP ${status}`;
}
/** Heading line of the slot picker: 'Dienstag, 24.12.2026 · 4 Personen'. */
export function slotPickerSubtitle(dayName: string, formattedDate: string, guests: number): string {
  return `${dayName}, ${formattedDate} · ${guestCountLabel(guests)}`;
}
