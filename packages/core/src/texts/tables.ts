/** The tables tab: Tischverwaltung (dashboard spec sections 2.5 and 8). */
export const tablesTexts = {
  tabManagement: "Tischverwaltung",
  tabRoomDesigner: "Raum-Designer",
  desktopFeatureTitle: "Desktop-Feature",
  desktopFeatureText:
    "Diese Funktion ist auf größeren Bildschirmen verfügbar. Bitte öffnen Sie sie am Computer oder Tablet.", // not in the spec
  statTotalTables: "Tische insgesamt",
  statTotalSeats: "Sitzplätze gesamt",
  statAverageSeats: "Ø Sitzplätze pro Tisch",
  quickConfigTitle: "Schnelle Tisch-Konfiguration",
  allTablesTitle: "Alle Tische",
  noTables: "Noch keine Tische angelegt", // not in the spec
  unnamedTable: "Tisch nicht definiert",
  editNumber: "Tischnummer bearbeiten",
  deleteTable: "Tisch löschen", // not in the spec
  deleteConfirm: "Sind Sie sicher, dass Sie diesen Tisch löschen möchten?",
  deleteSuccess: "Tisch erfolgreich gelöscht!",
  deleteFailed: "Fehler beim Löschen des Tisches",
  numberTaken: "Diese Tischnummer ist bereits vergeben.", // not in the spec (the server's words)
  seatsColumn: "Plätze", // not in the spec
  tableNumberColumn: "Nr.", // not in the spec
  locationColumn: "Bereich", // not in the spec
  quickConfigHint: "Änderungen werden nach einer Sekunde übernommen.", // not in the spec
  quickConfigSaving: "Tische werden angepasst...", // not in the spec
  quickConfigFailed: "Die Tische konnten nicht vollständig angepasst werden.", // not in the spec
  subTabsLabel: "Tische", // not in the spec
  /** Location of tables created by the quick configuration. */
  defaultLocation: "Hauptraum",
} as const;

/** '2 Plätze' heading of a quick-configuration counter. // not in the spec */
export function seatSizeLabel(seats: number): string {
  return seats === 1 ? "1 Platz" : `${seats} Plätze`;
}

/** Accessible names of a counter's buttons. // not in the spec */
export function seatSizeIncreaseLabel(seats: number): string {
  return `Tisch mit ${seats} Plätzen hinzufügen`;
}

/** Accessible names of a counter's buttons. // not in the spec */
export function seatSizeDecreaseLabel(seats: number): string {
  return `Tisch mit ${seats} Plätzen entfernen`;
}

/** Name of a table created by the quick configuration: '{seats}er Tisch {n}'. */
export function quickConfigTableName(seats: number, tableNumber: number | string): string {
  return `${seats}er Tisch ${tableNumber}`;
}

/** 'Fehler beim Aktualisieren der Tischnummer: {message}'. */
export function tableNumberUpdateError(message?: string | null): string {
  const trimmed = message?.trim();
  return `Fehler beim Aktualisieren der Tischnummer: ${trimmed ? trimmed : "Unbekannter Fehler"}`;
}

/** Accessible name of a grid card's edit button: 'Tischnummer von {name} bearbeiten'. // not in the spec */
export function editTableNumberLabel(tableName: string): string {
  return `Tischnummer von ${tableName} bearbeiten`;
}

/** Accessible name of a grid card's delete button: '{name} löschen'. // not in the spec */
export function deleteTableLabel(tableName: string): string {
  return `${tableName} löschen`;
}
