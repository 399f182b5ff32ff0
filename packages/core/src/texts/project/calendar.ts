// The project's own texts of calendar.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `calendarTexts` (merged there). */
export const calendarTexts = {
  previousMonth: "Vorheriger Monat",
  nextMonth: "Nächster Monat",
  previousDay: "Vorheriger Tag",
  nextDay: "Nächster Tag",
  today: "Heute",
  closedDay: "Geschlossen", // closed days are greyed and struck through
  noReservationsOnDay: "Keine Reservierungen an diesem Tag",
} as const;

/** Accessible name of a month-grid day, e.g. 'Dienstag, 24.12.2026: 3 Reservierungen'. */
export function calendarDayAriaLabel(dateLabel: string, count: number, closed: boolean): string {
  const reservations = count === 1 ? "1 Reservierung" : `${count} Reservierungen`;
  return closed ? `${dateLabel}: geschlossen` : `${dateLabel}: ${reservations}`;
}
