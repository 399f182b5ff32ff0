import { guestCountLabel } from "../common.ts";

// The project's own texts of booking.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `bookingTexts` (merged there). */
export const bookingTexts = {
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

/** Error for a non-OK HTTP answer or invalid JSON, e.g. 'HTTP 500: Serverfehler'. */
export function directBookingHttpError(status: number, message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `HTTP ${status}: ${trimmed}` : `HTTP ${status}`;
}
/** Heading line of the slot picker: 'Dienstag, 24.12.2026 · 4 Personen'. */
export function slotPickerSubtitle(dayName: string, formattedDate: string, guests: number): string {
  return `${dayName}, ${formattedDate} · ${guestCountLabel(guests)}`;
}
