/** The room designer (dashboard spec sections 2.5 and 8). The room-save alert lives in `validation.ts`. */
export const roomDesignerTexts = {
  modeDraw: "Raum zeichnen",
  modePlace: "Tische platzieren",
  roomNameLabel: "Raumname", // not in the spec
  roomNamePlaceholder: "z.B. Terrasse", // not in the spec
  saveRoom: "Raum speichern",
  deleteRoom: "Raum löschen",
  deleteRoomConfirm: "Sind Sie sicher, dass Sie diesen Raum löschen möchten?",
  saveSuccess: "Raum erfolgreich gespeichert!",
  deleteSuccess: "Raum erfolgreich gelöscht!",
  availableTables: "Verfügbare Tische",
  noAvailableTables: "Alle Tische sind platziert", // not in the spec
  editTableNumberTitle: "Tischnummer bearbeiten",
  tableNumberLabel: "Tischnummer", // not in the spec
  drawHint: "Klicken Sie, um Eckpunkte zu setzen. Doppelklick schließt den Raum.", // not in the spec
  placeHint: "Ziehen Sie Tische in einen Raum. Taste R dreht den ausgewählten Tisch um 45°.", // not in the spec
  canvasLabel: "Raumplan", // not in the spec
  undo: "Rückgängig", // not in the spec
  redo: "Wiederholen", // not in the spec
  modeLabel: "Modus", // not in the spec
  discardDrawing: "Zeichnung verwerfen", // not in the spec
  roomsHeading: "Räume", // not in the spec
  tablesHeading: "Platzierte Tische", // not in the spec
  noRooms: "Noch keine Räume gezeichnet", // not in the spec
  noPlacedTables: "Noch keine Tische platziert", // not in the spec
  placeTable: "Platzieren", // not in the spec
  keyboardHint:
    "Tastatur: Tisch mit Tab wählen, Pfeiltasten verschieben um 30 px, R dreht, Entf löscht, Enter bearbeitet die Nummer. Strg+Z / Strg+Umschalt+Z beim Zeichnen.", // not in the spec
  selectedRoom: "Ausgewählter Raum", // not in the spec
  drawRoomFirst: "Zeichnen Sie zuerst einen Raum.", // not in the spec
  positionSaveFailed:
    "Position konnte nicht gespeichert werden. Der gespeicherte Stand wurde wiederhergestellt.", // not in the spec
  outsideRoom: "ohne Raum", // not in the spec
} as const;

/** A room in the designer's text alternative: 'Terrasse, 4 Eckpunkte'. // not in the spec */
export function roomSummary(name: string, points: number): string {
  return `${name}, ${points} Eckpunkte`;
}

/** A placed table in the designer's text alternative. // not in the spec */
export function placedTableSummary(
  tableName: string,
  roomName: string | null,
  x: number,
  y: number,
  rotation: number,
): string {
  return `${tableName}, ${roomName ?? roomDesignerTexts.outsideRoom}, x ${Math.round(x)}, y ${Math.round(y)}, ${rotation}°`;
}

/** 'Zeichnung: 3 Punkte' while drawing. // not in the spec */
export function drawingPointCount(points: number): string {
  return points === 1 ? "Zeichnung: 1 Punkt" : `Zeichnung: ${points} Punkte`;
}
