/** The calendar tab and its day modal (dashboard spec section 2.2). */
export const calendarTexts = {
  viewMonth: "Monat",
  viewDay: "Tag",
  previousMonth: "Vorheriger Monat", // not in the spec
  nextMonth: "Nächster Monat", // not in the spec
  previousDay: "Vorheriger Tag", // not in the spec
  nextDay: "Nächster Tag", // not in the spec
  today: "Heute", // not in the spec
  closedDay: "Geschlossen", // not in the spec (closed days are greyed and struck through)
  noReservationsOnDay: "Keine Reservierungen an diesem Tag", // not in the spec
  tabNewBooking: "Neue Buchung",
  cancelReservation: "Stornieren",
  cancelConfirm: "Möchten Sie diese Reservierung wirklich stornieren?",
  closeModal: "Schließen",
} as const;

/** '... und N weitere' below the first 4 reservations of a cell. */
export function moreReservations(count: number): string {
  return `... und ${count} weitere`;
}

/** 'Reservierungen (n)', the day modal's second sub-tab. */
export function dayModalReservationsTab(count: number): string {
  return `Reservierungen (${count})`;
}

/** Accessible name of a month-grid day, e.g. 'Dienstag, 24.12.2026: 3 Reservierungen'. // not in the spec */
export function calendarDayAriaLabel(dateLabel: string, count: number, closed: boolean): string {
  const reservations = count === 1 ? "1 Reservierung" : `${count} Reservierungen`;
  return closed ? `${dateLabel}: geschlossen` : `${dateLabel}: ${reservations}`;
}
