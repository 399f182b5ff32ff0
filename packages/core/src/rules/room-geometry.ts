import {
  LAYOUT_GRID_SIZE_PX,
  ROOM_DIAGONAL_SNAP_RATIO,
  ROOM_MIN_POINTS,
  TABLE_ROTATION_STEP_DEGREES,
} from "./constants.ts";

/** A point on the designer canvas or floor plan, in px. */
export interface LayoutPoint {
  x: number;
  y: number;
}

/** What geometry reads from a room. */
export interface RoomShapeLike {
  shape?: readonly LayoutPoint[] | null;
}

/** Snaps a point to the nearest grid intersection (30 px grid; halves round up). */
export function snapToLayoutGrid(point: LayoutPoint, grid: number = LAYOUT_GRID_SIZE_PX): LayoutPoint {
  const snap = (value: number) => Math.round(value / grid) * grid + 0; // + 0 turns -0 into 0
  return { x: snap(point.x), y: snap(point.y) };
}

/**
 * Straightens the segment from `previous` to `point`. With dx, dy the absolute distances: when
 * min/max >= 0.7 the point moves onto the 45° diagonal at distance max(dx, dy) along each axis (so a
 * grid-snapped point stays on the grid); otherwise onto the dominant axis (horizontal when dx >= dy).
 * A zero-length segment returns the point unchanged.
 */
export function straightenRoomSegment(
  previous: LayoutPoint,
  point: LayoutPoint,
  ratio: number = ROOM_DIAGONAL_SNAP_RATIO,
): LayoutPoint {
  const dx = point.x - previous.x;
  const dy = point.y - previous.y;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const longest = Math.max(ax, ay);
  if (longest === 0) return { ...point };
  if (Math.min(ax, ay) / longest >= ratio) {
    return { x: previous.x + Math.sign(dx) * longest, y: previous.y + Math.sign(dy) * longest };
  }
  return ax >= ay ? { x: point.x, y: previous.y } : { x: previous.x, y: point.y };
}

/** Whether points form a room: at least 3 points, all with finite coordinates. */
export function isValidRoomShape(points: readonly LayoutPoint[] | null | undefined): boolean {
  return (
    Array.isArray(points) &&
    points.length >= ROOM_MIN_POINTS &&
    points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
  );
}

/** Whether a room can be saved: a valid shape and a name that is not blank. */
export function canSaveRoom(
  points: readonly LayoutPoint[] | null | undefined,
  name: string | null | undefined,
): boolean {
  return isValidRoomShape(points) && (name ?? "").trim() !== "";
}

function onSegment(p: LayoutPoint, a: LayoutPoint, b: LayoutPoint): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (Math.abs(cross) > 1e-9) return false;
  return (
    p.x >= Math.min(a.x, b.x) &&
    p.x <= Math.max(a.x, b.x) &&
    p.y >= Math.min(a.y, b.y) &&
    p.y <= Math.max(a.y, b.y)
  );
}

/**
 * Whether a point lies inside a polygon (even-odd rule, ray casting); a point on an edge or corner
 * counts as inside. Fewer than 3 points: never inside.
 */
export function isPointInPolygon(point: LayoutPoint, polygon: readonly LayoutPoint[]): boolean {
  if (polygon.length < ROOM_MIN_POINTS) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as LayoutPoint;
    const b = polygon[j] as LayoutPoint;
    if (onSegment(point, a, b)) return true;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * The room at a point (clicking selects it, dropping a table assigns its roomId): the last room in the
 * list containing the point, as it is drawn on top; null when none.
 */
export function findRoomAtPoint<T extends RoomShapeLike>(point: LayoutPoint, rooms: readonly T[]): T | null {
  for (let i = rooms.length - 1; i >= 0; i--) {
    const room = rooms[i] as T;
    if (isValidRoomShape(room.shape) && isPointInPolygon(point, room.shape ?? [])) return room;
  }
  return null;
}

/** A rotation snapped to the nearest 45° step and normalised to 0..315. Invalid input gives 0. */
export function normalizeTableRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const step = TABLE_ROTATION_STEP_DEGREES;
  const snapped = Math.round(degrees / step) * step;
  return ((snapped % 360) + 360) % 360;
}

/** The rotation after pressing R: one 45° step further, normalised to 0..315 (315 → 0). */
export function rotateTableStep(degrees: number, steps = 1): number {
  return normalizeTableRotation(normalizeTableRotation(degrees) + steps * TABLE_ROTATION_STEP_DEGREES);
}
