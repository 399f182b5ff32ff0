// The project's own texts of reservations.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `reservationsTexts` (merged there). */
export const reservationsTexts = {
  counterTotal: "Gesamt",
  searchPlaceholder: "Name, E-Mail, Telefon oder Reservierungsnummer suchen...",
  /** The card's label for the booking reference the guest quotes (core's `newBookingReference`). */
  referenceLabel: "Reservierungsnummer",
  statusFilterLabel: "Status",
  openDetails: "Details öffnen", // link /reservation/{id}
  specialRequestsLabel: "Besondere Wünsche",
  tableLabel: "Tisch",
  noTableAssigned: "Kein Tisch zugewiesen",
} as const;

/** 'Tische 3 + 4' for a table combination, 'Tisch 3' for one table. */
export function reservationTablesLabel(tableNames: readonly string[]): string {
  const names = tableNames.map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) return reservationsTexts.noTableAssigned;
  return names.length === 1 ? `Tisch ${names[0]}` : `Tische ${names.join(" + ")}`;
}
