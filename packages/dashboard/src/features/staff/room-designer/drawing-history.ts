import {
  type LayoutPoint,
  ROOM_MIN_POINTS,
  snapToLayoutGrid,
  straightenRoomSegment,
} from "@tischservice/core";

/** A room being drawn: its corner points and whether a double-click closed it. */
export interface Drawing {
  points: LayoutPoint[];
  closed: boolean;
}

/** The drawing with its undo and redo stacks (each step is one click, the close, or a clear). */
export interface DrawingHistory {
  past: Drawing[];
  present: Drawing;
  future: Drawing[];
}

export type DrawingAction =
  | { type: "add"; point: LayoutPoint }
  | { type: "close" }
  | { type: "clear" }
  | { type: "undo" }
  | { type: "redo" };

export const emptyDrawing: Drawing = { points: [], closed: false };
export const initialDrawingHistory: DrawingHistory = { past: [], present: emptyDrawing, future: [] };

/**
 * The point a click adds: snapped to the 30 px grid, then the segment from the previous point
 * straightened (horizontal, vertical or 45°). Null when it adds nothing (same point as the last one).
 */
export function nextDrawingPoint(points: readonly LayoutPoint[], pointer: LayoutPoint): LayoutPoint | null {
  const snapped = snapToLayoutGrid(pointer);
  const previous = points.at(-1);
  const point = previous ? straightenRoomSegment(previous, snapped) : snapped;
  if (previous && previous.x === point.x && previous.y === point.y) return null;
  return point;
}

function commit(history: DrawingHistory, present: Drawing): DrawingHistory {
  return { past: [...history.past, history.present], present, future: [] };
}

/** The drawing steps; adding to a closed shape and closing fewer than 3 points change nothing. */
export function drawingReducer(history: DrawingHistory, action: DrawingAction): DrawingHistory {
  const { present } = history;
  switch (action.type) {
    case "add": {
      if (present.closed) return history;
      const point = nextDrawingPoint(present.points, action.point);
      if (!point) return history;
      return commit(history, { points: [...present.points, point], closed: false });
    }
    case "close":
      if (present.closed || present.points.length < ROOM_MIN_POINTS) return history;
      return commit(history, { ...present, closed: true });
    case "clear":
      if (present.points.length === 0) return history;
      return commit(history, emptyDrawing);
    case "undo": {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [present, ...history.future] };
    }
    case "redo": {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, present], present: next, future: rest };
    }
  }
}
