/** The calendar tab and its day modal. */
export const calendarTexts = {
  viewMonth: "Monat",
  viewDay: "Tag",
  tabNewBooking: "Neue Buchung",
  cancelReservation: "Stornieren",
  cancelConfirm: "Möchten Sie diese Reservierung wirklich stornieren?",
  closeModal: "Schließen",
  previousMonth: "Vorheriger Monat",
  nextMonth: "Nächster Monat",
  previousDay: "Vorheriger Tag",
  nextDay: "Nächster Tag",
  today: "Heute",
  closedDay: "Geschlossen", // closed days are greyed and struck through
  noReservationsOnDay: "Keine Reservierungen an diesem Tag",
} as const;

/** '... und N weitere' below the first 4 reservations of a cell. */
export function moreReservations(count: number): string {
  return `... und ${count} weitere`;
}

/** 'Reservierungen (n)', the day modal's second sub-tab. */
export function dayModalReservationsTab(count: number): string {
  return `Reservierungen (${count})`;
}

/** Accessible name of a month-grid day, e.g. 'Dienstag, 24.12.2026: 3 Reservierungen'. */
export function calendarDayAriaLabel(dateLabel: string, count: number, closed: boolean): string {
  const reservations = count === 1 ? "1 Reservierung" : `${count} Reservierungen`;
  return closed ? `${dateLabel}: geschlossen` : `${dateLabel}: ${reservations}`;
}
