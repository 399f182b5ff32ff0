/** The reservations list tab (dashboard spec sections 2.4, 4 and 8). */
export const reservationsTexts = {
  title: "Reservierungen",
  counterTotal: "Gesamt", // not in the spec
  counterPending: "Ausstehend",
  counterConfirmed: "Bestätigt",
  counterCancelled: "Storniert",
  searchPlaceholder: "Name, E-Mail oder Telefon suchen...", // not in the spec
  statusFilterLabel: "Status", // not in the spec
  confirm: "Bestätigen",
  reject: "Ablehnen",
  cancel: "Stornieren",
  empty: "Keine Reservierungen gefunden",
  statusUpdateFailed: "Fehler beim Aktualisieren des Reservierungsstatus",
  cancelFailed: "Fehler beim Stornieren der Reservierung",
  confirmedSuccess: "Reservierung erfolgreich bestätigt!",
  cancelledSuccess: "Reservierung erfolgreich storniert!",
  derivedCompleted: "Abgeschlossen",
  derivedActive: "Aktiv",
  openDetails: "Details öffnen", // not in the spec (link /reservation/{id})
  specialRequestsLabel: "Besondere Wünsche", // not in the spec
  tableLabel: "Tisch", // not in the spec
  noTableAssigned: "Kein Tisch zugewiesen", // not in the spec
} as const;

/** Filter options of the reservations list: Alle, Ausstehend, Bestätigt, Storniert. */
export const reservationsStatusFilterLabels = {
  all: "Alle",
  pending: "Ausstehend",
  confirmed: "Bestätigt",
  cancelled: "Storniert",
} as const;

/** 'Fehler beim Stornieren: {message or Unbekannter Fehler}'. */
export function reservationCancelError(message?: string | null): string {
  const trimmed = message?.trim();
  return `Fehler beim Stornieren: ${trimmed ? trimmed : "Unbekannter Fehler"}`;
}

/** 'Tische 3 + 4' for a table combination, 'Tisch 3' for one table. // not in the spec */
export function reservationTablesLabel(tableNames: readonly string[]): string {
  const names = tableNames.map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) return reservationsTexts.noTableAssigned;
  return names.length === 1 ? `Tisch ${names[0]}` : `Tische ${names.join(" + ")}`;
}
