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
} as const;
