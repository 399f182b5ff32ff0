// The project's own texts of home.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `homeTexts` (merged there). */
export const homeTexts = {
  todayHeading: "Heute",
  openCalendar: "Kalender öffnen",
} as const;

/** '1 anstehende Reservierung' / 'N anstehende Reservierungen'. */
export function upcomingReservationsCount(count: number): string {
  return count === 1 ? "1 anstehende Reservierung" : `${count} anstehende Reservierungen`;
}
