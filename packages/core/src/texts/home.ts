/** The dashboard's home tab. */
export const homeTexts = {
  counterTotal: "Gesamt",
  counterConfirmed: "Bestätigt",
  counterPending: "Ausstehend",
  counterGuests: "Gäste",
  noReservationsToday: "Keine Reservierungen heute",
  readyForBookings: "Bereit für neue Buchungen",
  tileCalendar: "Kalender",
  tileFloorPlan: "Tischkarte",
  tileMenu: "Menü",
  tileTables: "Tische",
  tileRoomDesigner: "Raum Designer",
  tileStatistics: "Statistiken",
  tileSettings: "Einstellungen",
  todayHeading: "Heute",
  openCalendar: "Kalender öffnen",
} as const;

/** '1 anstehende Reservierung' / 'N anstehende Reservierungen'. */
export function upcomingReservationsCount(count: number): string {
  return count === 1 ? "1 anstehende Reservierung" : `${count} anstehende Reservierungen`;
}
