import * as project from "./project/home.ts";
/** The dashboard's home tab (dashboard spec section 2.1). */
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
  ...project.homeTexts,
} as const;

export { upcomingReservationsCount } from "./project/home.ts";
