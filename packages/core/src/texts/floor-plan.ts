/** The floor plan (Grundriss / Tischkarte) and its table dialog (dashboard spec section 2.6). */
export const floorPlanTexts = {
  title: "Tischkarte",
  alternativeTitle: "Grundriss",
  legendAvailable: "Verfügbar", // not in the spec
  legendReserved: "Reserviert", // not in the spec
  legendOccupied: "Besetzt", // not in the spec
  legendOpenOrder: "Offene Bestellung", // not in the spec
  zoomIn: "Vergrößern", // not in the spec
  zoomOut: "Verkleinern", // not in the spec
  resetView: "Ansicht zurücksetzen", // not in the spec
  fitToScreen: "An Bildschirm anpassen", // not in the spec
  zoomLevel: "Zoom", // not in the spec
  legendTitle: "Legende", // not in the spec
  canvasLabel: "Tischkarte: Räume und Tische", // not in the spec
  textAlternativeTitle: "Tische", // not in the spec
  noTables: "Noch keine Tische angelegt", // not in the spec
  dayLabel: "Tag", // not in the spec
  loadFailed: "Die Tischkarte konnte nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  tabOrder: "Bestellung aufnehmen", // not in the spec
  tabReservations: "Reservierungen", // not in the spec
  noReservationsForTable: "Keine Reservierungen für diesen Tisch an diesem Tag", // not in the spec
  noRooms: "Noch keine Räume angelegt. Zeichnen Sie Räume im Raum-Designer.", // not in the spec
  requiresGastro: "Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.",
} as const;

/** Accessible name of a table on the plan, e.g. 'Tisch 4, 4 Plätze, reserviert'. // not in the spec */
export function floorPlanTableAriaLabel(
  tableName: string,
  seats: number,
  state: "available" | "reserved" | "occupied",
  hasOpenOrder: boolean,
): string {
  const stateLabel = { available: "verfügbar", reserved: "reserviert", occupied: "besetzt" }[state];
  const seatsLabel = seats === 1 ? "1 Platz" : `${seats} Plätze`;
  const parts = [tableName, seatsLabel, stateLabel];
  if (hasOpenOrder) parts.push("offene Bestellung");
  return parts.join(", ");
}

/** The table dialog's title: 'Tisch 4 · 4 Plätze'. // not in the spec */
export function floorPlanDialogTitle(tableName: string, seats: number): string {
  return `${tableName} · ${seats === 1 ? "1 Platz" : `${seats} Plätze`}`;
}
