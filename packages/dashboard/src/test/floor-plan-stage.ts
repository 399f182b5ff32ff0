import Konva from "konva";
import { tableRecord } from "./table-fixtures.ts";

/** The floor plan's Konva stage (the one whose tables layer holds table groups). */
export function floorPlanStage(): Konva.Stage {
  const found = Konva.stages.find((stage) => stage.find(".table").length > 0);
  if (!found) throw new Error("Keine Tischkarte gezeichnet");
  return found;
}

/** Test data: table 1 placed in room 1, away from the room's edges. */
export function placedTableOne() {
  return tableRecord({
    _id: "t-1",
    tableNumber: "1",
    roomId: "room-1",
    position: { x: 120, y: 120, rotation: 0 },
  });
}
