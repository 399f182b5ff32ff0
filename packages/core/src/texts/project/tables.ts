// The project's own texts of tables.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `tablesTexts` (merged there). */
export const tablesTexts = {
  desktopFeatureText:
    "Diese Funktion ist auf größeren Bildschirmen verfügbar. Bitte öffnen Sie sie am Computer oder Tablet.",
  noTables: "Noch keine Tische angelegt",
  noTablesBookingHint:
    "Gäste können erst buchen, wenn Ihre Tische angelegt sind. Legen Sie sie unter „Tische“ an.",
  addTables: "Tische anlegen",
  deleteTable: "Tisch löschen",
  numberTaken: "Diese Tischnummer ist bereits vergeben.", // the server's words
  seatsColumn: "Plätze",
  tableNumberColumn: "Nr.",
  locationColumn: "Bereich",
  quickConfigHint: "Änderungen werden nach einer Sekunde übernommen.",
  quickConfigSaving: "Tische werden angepasst...",
  quickConfigFailed: "Die Tische konnten nicht vollständig angepasst werden.",
  subTabsLabel: "Tische",
} as const;

/** '2 Plätze' heading of a quick-configuration counter. */
export function seatSizeLabel(seats: number): string {
  return seats === 1 ? "1 Platz" : `${seats} Plätze`;
}
/** Accessible names of a counter's buttons. */
export function seatSizeIncreaseLabel(seats: number): string {
  return `Tisch mit ${seats} Plätzen hinzufügen`;
}
/** Accessible names of a counter's buttons. */
export function seatSizeDecreaseLabel(seats: number): string {
  return `Tisch mit ${seats} Plätzen entfernen`;
}
/** Accessible name of a grid card's edit button: 'Tischnummer von {name} bearbeiten'. */
export function editTableNumberLabel(tableName: string): string {
  return `Tischnummer von ${tableName} bearbeiten`;
}
/** Accessible name of a grid card's delete button: '{name} löschen'. */
export function deleteTableLabel(tableName: string): string {
  return `${tableName} löschen`;
}
