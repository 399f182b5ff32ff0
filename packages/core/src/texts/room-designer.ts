import * as project from "./project/room-designer.ts";
/** The room designer (dashboard spec sections 2.5 and 8). The room-save alert lives in `validation.ts`. */
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
  ...project.roomDesignerTexts,
} as const;

export { drawingPointCount, placedTableSummary, roomSummary } from "./project/room-designer.ts";
