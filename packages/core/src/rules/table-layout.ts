import { DEFAULT_TABLE_POSITION, TABLE_HEIGHT_PX, TABLE_WIDTH_PER_TWO_SEATS_PX } from "./constants.ts";

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
