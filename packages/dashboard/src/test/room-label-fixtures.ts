import { tableRecord } from "./table-fixtures.ts";

/**
 * Two tables in room-1, the first on the room's top-left corner: the room starts at (30, 30), so a name
 * drawn at its usual place (38, 38) would lie under table 1.
 */
export function tablesOnRoomCorner() {
  return [
    tableRecord({ _id: "t-1", tableNumber: "1", roomId: "room-1", position: { x: 70, y: 60, rotation: 0 } }),
    tableRecord({
      _id: "t-2",
      tableNumber: "2",
      roomId: "room-1",
      position: { x: 200, y: 200, rotation: 0 },
    }),
  ];
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two drawn boxes overlap. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
