import {
  type FloorPlanView,
  fitFloorPlanView,
  type LayoutBounds,
  zoomFloorPlanView,
} from "@tischservice/core";
import { useCallback, useEffect, useState } from "react";

/** Zoom buttons step by this factor around the centre. */
const BUTTON_ZOOM_FACTOR = 1.25;

/**
 * The pan and zoom of the floor plan: fitted to the screen once the size and the layout are known,
 * then moved by the user; `fit` fits again.
 */
export function useFloorPlanView(bounds: LayoutBounds | null, width: number, height: number, ready: boolean) {
  const [view, setView] = useState<FloorPlanView | null>(null);
  const fit = useCallback(() => setView(fitFloorPlanView(bounds, width, height)), [bounds, width, height]);
  useEffect(() => {
    if (view === null && ready && width > 0 && height > 0) fit();
  }, [view, ready, width, height, fit]);
  const current = view ?? { x: 0, y: 0, scale: 1 };
  const zoomBy = (factor: number) =>
    setView(zoomFloorPlanView(current, current.scale * factor, { x: width / 2, y: height / 2 }));
  return {
    view: current,
    setView,
    fit,
    zoomIn: () => zoomBy(BUTTON_ZOOM_FACTOR),
    zoomOut: () => zoomBy(1 / BUTTON_ZOOM_FACTOR),
  };
}
