import {
  type FloorPlanView,
  fitFloorPlanView,
  focusFloorPlanView,
  type LayoutBounds,
  openingFloorPlanView,
  zoomFloorPlanView,
} from "@tischservice/core";
import { useCallback, useEffect, useState } from "react";

/** Zoom buttons step by this factor around the centre. */
const BUTTON_ZOOM_FACTOR = 1.25;

/**
 * The pan and zoom of the floor plan: opened once the size and the layout are known (everything where it
 * stays readable, else the first room), then moved by the user; `fit` shows everything, `focus` one room.
 */
export function useFloorPlanView(
  bounds: LayoutBounds | null,
  roomBounds: readonly LayoutBounds[],
  width: number,
  height: number,
  ready: boolean,
) {
  const [view, setView] = useState<FloorPlanView | null>(null);
  const fit = useCallback(() => setView(fitFloorPlanView(bounds, width, height)), [bounds, width, height]);
  const focus = useCallback(
    (box: LayoutBounds) => setView(focusFloorPlanView(box, width, height)),
    [width, height],
  );
  useEffect(() => {
    if (view === null && ready && width > 0 && height > 0)
      setView(openingFloorPlanView(bounds, roomBounds, width, height));
  }, [view, ready, width, height, bounds, roomBounds]);
  const current = view ?? { x: 0, y: 0, scale: 1 };
  const zoomBy = (factor: number) =>
    setView(zoomFloorPlanView(current, current.scale * factor, { x: width / 2, y: height / 2 }));
  return {
    view: current,
    setView,
    fit,
    focus,
    zoomIn: () => zoomBy(BUTTON_ZOOM_FACTOR),
    zoomOut: () => zoomBy(1 / BUTTON_ZOOM_FACTOR),
  };
}
