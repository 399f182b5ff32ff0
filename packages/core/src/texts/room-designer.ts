/** The room designer. The room-save alert lives in `validation.ts`. */
export const roomDesignerTexts = {
  modeDraw: "Raum zeichnen",
  modePlace: "Tische platzieren",
  saveRoom: "Raum speichern",
  deleteRoom: "Raum löschen",
  deleteRoomConfirm: "Sind Sie sicher, dass Sie diesen Raum löschen möchten?",
  saveSuccess: "Raum erfolgreich gespeichert!",
  deleteSuccess: "Raum erfolgreich gelöscht!",
  availableTables: "Verfügbare Tische",
  editTableNumberTitle: "Tischnummer bearbeiten",
  roomNameLabel: "Raumname",
  roomNamePlaceholder: "z.B. Terrasse",
  noAvailableTables: "Alle Tische sind platziert",
  tableNumberLabel: "Tischnummer",
  drawHint: "Klicken Sie, um Eckpunkte zu setzen. Doppelklick schließt den Raum.",
  placeHint: "Ziehen Sie Tische in einen Raum. Taste R dreht den ausgewählten Tisch um 45°.",
  canvasLabel: "Raumplan",
  undo: "Rückgängig",
  redo: "Wiederholen",
  modeLabel: "Modus",
  discardDrawing: "Zeichnung verwerfen",
  roomsHeading: "Räume",
  tablesHeading: "Platzierte Tische",
  noRooms: "Noch keine Räume gezeichnet",
  noPlacedTables: "Noch keine Tische platziert",
  placeTable: "Platzieren",
  keyboardHint:
    "Tastatur: Tisch mit Tab wählen, Pfeiltasten verschieben um 30 px, R dreht, Entf löscht, Enter bearbeitet die Nummer. Strg+Z / Strg+Umschalt+Z beim Zeichnen.",
  selectedRoom: "Ausgewählter Raum",
  drawRoomFirst: "Zeichnen Sie zuerst einen Raum.",
  positionSaveFailed:
    "Position konnte nicht gespeichert werden. Der gespeicherte Stand wurde wiederhergestellt.",
  outsideRoom: "ohne Raum",
} as const;

/** A room in the designer's text alternative: 'Terrasse, 4 Eckpunkte'. */
export function roomSummary(name: string, points: number): string {
  return `${name}, ${points} Eckpunkte`;
}
/** A placed table in the designer's text alternative. */
export function placedTableSummary(
  tableName: string,
  roomName: string | null,
  x: number,
  y: number,
  rotation: number,
): string {
  return `${tableName}, ${roomName ?? roomDesignerTexts.outsideRoom}, x ${Math.round(x)}, y ${Math.round(y)}, ${rotation}°`;
}
/** 'Zeichnung: 3 Punkte' while drawing. */
export function drawingPointCount(points: number): string {
  return points === 1 ? "Zeichnung: 1 Punkt" : `Zeichnung: ${points} Punkte`;
}
