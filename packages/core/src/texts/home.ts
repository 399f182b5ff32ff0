/** The dashboard's home tab (dashboard spec section 2.1). */
export const homeTexts = {
  todayHeading: "Heute", // not in the spec
  counterTotal: "Gesamt",
  counterConfirmed: "Bestätigt",
  counterPending: "Ausstehend",
  counterGuests: "Gäste",
  noReservationsToday: "Keine Reservierungen heute",
  readyForBookings: "Bereit für neue Buchungen",
  openCalendar: "Kalender öffnen", // not in the spec
  tileCalendar: "Kalender",
  tileFloorPlan: "Tischkarte",
  tileMenu: "Menü",
  tileTables: "Tische",
  tileRoomDesigner: "Raum Designer",
  tileStatistics: "Statistiken",
  tileSettings: "Einstellungen",
} as const;

/** '1 anstehende Reservierung' / 'N anstehende Reservierungen'. // not in the spec */
export function upcomingReservationsCount(count: number): string {
  return count === 1 ? "1 anstehende Reservierung" : `${count} anstehende Reservierungen`;
}
