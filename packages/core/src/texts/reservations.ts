import { reservationStatusLabels } from "./reservation-status.ts";

/** The reservations list tab (docs/requirements.md#reservations). */
export const reservationsTexts = {
  title: "Reservierungen",
  counterPending: "Ausstehend",
  counterConfirmed: "Bestätigt",
  counterCancelled: "Storniert",
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
  counterTotal: "Gesamt",
  searchPlaceholder: "Name, E-Mail, Telefon oder Reservierungsnummer suchen...",
  /** The card's label for the booking reference the guest quotes (core's `newBookingReference`). */
  referenceLabel: "Reservierungsnummer",
  statusFilterLabel: "Status",
  openDetails: "Details öffnen", // link /reservation/{id}
  specialRequestsLabel: "Besondere Wünsche",
  tableLabel: "Tisch",
  noTableAssigned: "Kein Tisch zugewiesen",
  /** The staff's reservation page: the channel's row label. */
  channelLabel: "Gebucht über",
} as const;

/** Where a reservation came from, as staff see it on the card, the reservation page and in the statistics. */
export const reservationSourceLabels = {
  widget: "Website & Buchungsseite",
  google: "Google",
  customer: "Kundenkonto",
  staff: "Personal",
  demo: "Demo-Daten",
} as const;

/** The line on the reservation page and the card's tag that name the channel: 'Gebucht über Google'. */
export function bookedThrough(label: string): string {
  return `Gebucht über ${label}`;
}

/**
 * Filter options of the reservations list: Alle, Ausstehend, Bestätigt, Storniert, and the visit's steps
 * (the status labels Angekommen, Platziert, Abgeschlossen).
 */
export const reservationsStatusFilterLabels = {
  all: "Alle",
  pending: "Ausstehend",
  confirmed: "Bestätigt",
  arrived: reservationStatusLabels.arrived,
  seated: reservationStatusLabels.seated,
  completed: reservationStatusLabels.completed,
  cancelled: "Storniert",
} as const;

/** 'Fehler beim Stornieren: {message or Unbekannter Fehler}'. */
export function reservationCancelError(message?: string | null): string {
  const trimmed = message?.trim();
  return `Fehler beim Stornieren: ${trimmed ? trimmed : "Unbekannter Fehler"}`;
}

/** 'Tische 3 + 4' for a table combination, 'Tisch 3' for one table. */
export function reservationTablesLabel(tableNames: readonly string[]): string {
  const names = tableNames.map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) return reservationsTexts.noTableAssigned;
  return names.length === 1 ? `Tisch ${names[0]}` : `Tische ${names.join(" + ")}`;
}
