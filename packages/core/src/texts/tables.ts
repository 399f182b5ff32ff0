import * as project from "./project/tables.ts";
/** The tables tab: Tischverwaltung (dashboard spec sections 2.5 and 8). */
export const tablesTexts = {
  tabManagement: "Tischverwaltung",
  tabRoomDesigner: "Raum-Designer",
  desktopFeatureTitle: "Desktop-Feature",
  statTotalTables: "Tische insgesamt",
  statTotalSeats: "Sitzplätze gesamt",
  statAverageSeats: "Ø Sitzplätze pro Tisch",
  quickConfigTitle: "Schnelle Tisch-Konfiguration",
  allTablesTitle: "Alle Tische",
  unnamedTable: "Tisch nicht definiert",
  editNumber: "Tischnummer bearbeiten",
  deleteConfirm: "Sind Sie sicher, dass Sie diesen Tisch löschen möchten?",
  deleteSuccess: "Tisch erfolgreich gelöscht!",
  deleteFailed: "Fehler beim Löschen des Tisches",
  /** Location of tables created by the quick configuration. */
  defaultLocation: "Hauptraum",
  ...project.tablesTexts,
} as const;

/** Name of a table created by the quick configuration: '{seats}er Tisch {n}'. */
export function quickConfigTableName(seats: number, tableNumber: number | string): string {
  return `${seats}er Tisch ${tableNumber}`;
}

/** 'Fehler beim Aktualisieren der Tischnummer: {message}'. */
export function tableNumberUpdateError(message?: string | null): string {
  const trimmed = message?.trim();
  return `Fehler beim Aktualisieren der Tischnummer: ${trimmed ? trimmed : "Unbekannter Fehler"}`;
}

export * from "./project/table-combinations.ts";
export {
  deleteTableLabel,
  editTableNumberLabel,
  seatSizeDecreaseLabel,
  seatSizeIncreaseLabel,
  seatSizeLabel,
} from "./project/tables.ts";
