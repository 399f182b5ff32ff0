import {
  DEFAULT_TABLE_POSITION,
  LAYOUT_GRID_SIZE_PX,
  PROVISIONAL_TABLE_GAP_PX,
  ROOM_CANVAS_WIDTH_PX,
  TABLE_HEIGHT_PX,
  TABLE_WIDTH_PER_TWO_SEATS_PX,
} from "./constants.ts";

/** A table's position on the floor plan. */
export interface TableLayoutPosition {
  x: number;
  y: number;
  rotation: number;
}

/**
 * The drawn size of a table: width `ceil(seats / 2) * 30` px, height 60 px. Fewer than 1 seat or an
 * invalid count draws as 1 seat (30 px), so a table never disappears.
 */
export function tableDisplaySize(seats: number | null | undefined): { width: number; height: number } {
  const count = typeof seats === "number" && Number.isFinite(seats) && seats >= 1 ? seats : 1;
  return { width: Math.ceil(count / 2) * TABLE_WIDTH_PER_TWO_SEATS_PX, height: TABLE_HEIGHT_PX };
}

/** A table's position with defaults for missing or invalid parts: x 75, y 75, rotation 0. */
export function tablePositionOrDefault(
  position: { x?: number | null; y?: number | null; rotation?: number | null } | null | undefined,
): TableLayoutPosition {
  const pick = (value: number | null | undefined, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) ? value : fallback;
  return {
    x: pick(position?.x, DEFAULT_TABLE_POSITION.x),
    y: pick(position?.y, DEFAULT_TABLE_POSITION.y),
    rotation: pick(position?.rotation, DEFAULT_TABLE_POSITION.rotation),
  };
}

/** What placing a table needs to know about it. */
export interface TableToPlace {
  _id: string;
  seats: number;
  tableNumber: string;
  roomId?: string | null;
  position?: { x?: number | null; y?: number | null; rotation?: number | null } | null;
}

/**
 * Whether nobody has placed the table yet: in no room and still on the default spot, where the quick
 * setup and a new table start (all of them on one point).
 */
export function isUnplacedTable(table: TableToPlace): boolean {
  const { x, y, rotation } = tablePositionOrDefault(table.position);
  return (
    !table.roomId &&
    x === DEFAULT_TABLE_POSITION.x &&
    y === DEFAULT_TABLE_POSITION.y &&
    rotation === DEFAULT_TABLE_POSITION.rotation
  );
}

/**
 * Every table's position for drawing: placed tables keep theirs; unplaced ones stand in rows across the
 * 800 px designer canvas, by table number, 60 px apart, until someone drags them into a room.
 */
export function provisionalTablePositions(tables: readonly TableToPlace[]): Map<string, TableLayoutPosition> {
  const positions = new Map<string, TableLayoutPosition>();
  const unplaced: TableToPlace[] = [];
  for (const table of tables) {
    if (isUnplacedTable(table)) unplaced.push(table);
    else positions.set(table._id, tablePositionOrDefault(table.position));
  }
  unplaced.sort((a, b) => a.tableNumber.localeCompare(b.tableNumber, "de", { numeric: true }));
  const margin = LAYOUT_GRID_SIZE_PX;
  let left = margin;
  let row = 0;
  for (const table of unplaced) {
    const { width } = tableDisplaySize(table.seats);
    if (left > margin && left + width > ROOM_CANVAS_WIDTH_PX - margin) {
      left = margin;
      row += 1;
    }
    positions.set(table._id, {
      x: left + width / 2,
      y: margin + TABLE_HEIGHT_PX / 2 + row * (TABLE_HEIGHT_PX + PROVISIONAL_TABLE_GAP_PX),
      rotation: 0,
    });
    left += width + PROVISIONAL_TABLE_GAP_PX;
  }
  return positions;
}
