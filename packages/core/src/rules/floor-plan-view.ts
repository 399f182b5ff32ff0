import {
  FLOOR_PLAN_FIT_ZOOM_MAX,
  FLOOR_PLAN_READABLE_ZOOM,
  FLOOR_PLAN_ZOOM_MAX,
  FLOOR_PLAN_ZOOM_MIN,
  TAP_MAX_DURATION_MS,
  TAP_MAX_MOVEMENT_PX,
} from "./constants.ts";
import type { LayoutPoint } from "./room-geometry.ts";

/** The floor plan's view: the layout is drawn at `scale`, shifted by `x`, `y` screen px. */
export interface FloorPlanView {
  x: number;
  y: number;
  scale: number;
}

/** An axis-aligned box in layout px. */
export interface LayoutBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A zoom factor held within 0.3 to 3, the floor plan's required range; invalid input gives 1. */
export function clampFloorPlanZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(FLOOR_PLAN_ZOOM_MAX, Math.max(FLOOR_PLAN_ZOOM_MIN, scale));
}

/**
 * The view after zooming to `scale` (clamped) while the layout point under the screen point `anchor`
 * stays where it is (wheel and pinch zoom around the pointer, buttons around the centre).
 */
export function zoomFloorPlanView(view: FloorPlanView, scale: number, anchor: LayoutPoint): FloorPlanView {
  const next = clampFloorPlanZoom(scale);
  const layoutX = (anchor.x - view.x) / view.scale;
  const layoutY = (anchor.y - view.y) / view.scale;
  return { x: anchor.x - layoutX * next, y: anchor.y - layoutY * next, scale: next };
}

/**
 * Whether a press was a tap: shorter than 500 ms and moved less than 10 px, the limits the product sets.
 */
export function isFloorPlanTap(durationMs: number, movedPx: number): boolean {
  return durationMs < TAP_MAX_DURATION_MS && movedPx < TAP_MAX_MOVEMENT_PX;
}

/** The box around all points (room corners, table corners); null for none. */
export function layoutBoundsOf(points: readonly LayoutPoint[]): LayoutBounds | null {
  const finite = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (finite.length === 0) return null;
  return {
    minX: Math.min(...finite.map((p) => p.x)),
    minY: Math.min(...finite.map((p) => p.y)),
    maxX: Math.max(...finite.map((p) => p.x)),
    maxY: Math.max(...finite.map((p) => p.y)),
  };
}

/**
 * "Fit to screen": the view showing the whole box centred in a viewport of `width` x `height`, with
 * `padding` px around it; the scale stays within 0.3 and 1.5 (a zoom up to 3 is the user's own).
 * Without a box or viewport: scale 1 at 0, 0.
 */
export function fitFloorPlanView(
  bounds: LayoutBounds | null,
  width: number,
  height: number,
  padding = 24,
): FloorPlanView {
  if (!bounds || width <= 0 || height <= 0) return { x: 0, y: 0, scale: 1 };
  const boxWidth = Math.max(1, bounds.maxX - bounds.minX);
  const boxHeight = Math.max(1, bounds.maxY - bounds.minY);
  const scale = clampFloorPlanZoom(
    Math.min((width - 2 * padding) / boxWidth, (height - 2 * padding) / boxHeight, FLOOR_PLAN_FIT_ZOOM_MAX),
  );
  return {
    x: (width - boxWidth * scale) / 2 - bounds.minX * scale,
    y: (height - boxHeight * scale) / 2 - bounds.minY * scale,
    scale,
  };
}

/**
 * The view on one box (a room) at a zoom where table numbers stay readable: fitted when the box fits at
 * 0.9 or more, else at 0.9 with the box's start (left, top) in view and the rest reached by panning.
 * Each axis that fits is centred.
 */
export function focusFloorPlanView(
  bounds: LayoutBounds | null,
  width: number,
  height: number,
  padding = 24,
): FloorPlanView {
  const fitted = fitFloorPlanView(bounds, width, height, padding);
  if (!bounds || width <= 0 || height <= 0 || fitted.scale >= FLOOR_PLAN_READABLE_ZOOM) return fitted;
  const scale = FLOOR_PLAN_READABLE_ZOOM;
  const place = (min: number, max: number, size: number) => {
    const drawn = (max - min) * scale;
    return drawn + 2 * padding <= size ? (size - drawn) / 2 - min * scale : padding - min * scale;
  };
  return {
    x: place(bounds.minX, bounds.maxX, width),
    y: place(bounds.minY, bounds.maxY, height),
    scale,
  };
}

/**
 * The view the floor plan opens with: everything fitted when the table numbers stay readable that way
 * (a desktop); else the first room (a phone), from where the other rooms are a tap or a pan away.
 */
export function openingFloorPlanView(
  all: LayoutBounds | null,
  rooms: readonly LayoutBounds[],
  width: number,
  height: number,
): FloorPlanView {
  const fitted = fitFloorPlanView(all, width, height);
  if (fitted.scale >= FLOOR_PLAN_READABLE_ZOOM) return fitted;
  return focusFloorPlanView(rooms[0] ?? all, width, height);
}
