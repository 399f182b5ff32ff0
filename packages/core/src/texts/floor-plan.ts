import { floorPlanAccessTexts } from "./floor-plan-access.ts";

/** The floor plan (Grundriss / Tischkarte) and its table dialog. */
export const floorPlanTexts = {
  title: "Tischkarte",
  alternativeTitle: "Grundriss",
  requiresGastro: floorPlanAccessTexts.requiresGastro,
  legendAvailable: "Verfügbar",
  legendReserved: "Reserviert",
  legendArrived: "Gast angekommen",
  legendOccupied: "Besetzt",
  legendOpenOrder: "Offene Bestellung",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  resetView: "Ansicht zurücksetzen",
  fitToScreen: "An Bildschirm anpassen",
  zoomLevel: "Zoom",
  legendTitle: "Legende",
  canvasLabel: "Tischkarte: Räume und Tische",
  textAlternativeTitle: "Tische",
  noTables: "Noch keine Tische angelegt",
  dayLabel: "Tag",
  loadFailed: "Die Tischkarte konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  tabOrder: "Bestellung aufnehmen",
  tabReservations: "Reservierungen",
  noReservationsForTable: "Keine Reservierungen für diesen Tisch an diesem Tag",
  noRooms: "Noch keine Räume angelegt. Zeichnen Sie Räume im Raum-Designer.",
  roomViews: "Raum anzeigen",
  allRooms: "Alle Räume",
  unplacedTables:
    "Diese Tische stehen vorläufig in Reihen, bis sie im Raum-Designer einen Platz in einem Raum bekommen.",
  openRoomDesigner: "Zum Raum-Designer",
} as const;

export { floorPlanAccessTexts } from "./floor-plan-access.ts";
export { floorPlanSeatShareTexts } from "./floor-plan-seat-share.ts";

/**
 * Accessible name of a table on the plan, e.g. 'Tisch 4, 4 Plätze, reserviert', with 'nur intern' for a
 * table online bookings never get.
 */
export function floorPlanTableAriaLabel(
  tableName: string,
  seats: number,
  state: "available" | "reserved" | "arrived" | "occupied",
  hasOpenOrder: boolean,
  internal = false,
): string {
  const stateLabel = {
    available: "verfügbar",
    reserved: "reserviert",
    arrived: "Gast angekommen",
    occupied: "besetzt",
  }[state];
  const seatsLabel = seats === 1 ? "1 Platz" : `${seats} Plätze`;
  const parts = [tableName, seatsLabel, stateLabel];
  if (internal) parts.push("nur intern");
  if (hasOpenOrder) parts.push("offene Bestellung");
  return parts.join(", ");
}
/** The table dialog's title: 'Tisch 4 · 4 Plätze'. */
export function floorPlanDialogTitle(tableName: string, seats: number): string {
  return `${tableName} · ${seats === 1 ? "1 Platz" : `${seats} Plätze`}`;
}
