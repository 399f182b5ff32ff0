import { FLOOR_PLAN_ZOOM_MAX, FLOOR_PLAN_ZOOM_MIN, floorPlanTexts } from "@tischservice/core";
import { IconButton } from "@tischservice/ui";
import { Maximize, Minus, Plus } from "lucide-react";

export interface FloorPlanToolbarProps {
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}

const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

/** Zoom out, the zoom level, zoom in and "fit to screen". */
export function FloorPlanToolbar({ scale, onZoomIn, onZoomOut, onFit }: FloorPlanToolbarProps) {
  return (
    <div className="flex items-center gap-1" role="toolbar" aria-label={floorPlanTexts.zoomLevel}>
      <IconButton
        variant="outline"
        label={floorPlanTexts.zoomOut}
        icon={<Minus />}
        onClick={onZoomOut}
        disabled={scale <= FLOOR_PLAN_ZOOM_MIN}
      />
      <output className="w-14 text-center text-sm tabular-nums" aria-live="polite">
        {percent.format(scale)}
      </output>
      <IconButton
        variant="outline"
        label={floorPlanTexts.zoomIn}
        icon={<Plus />}
        onClick={onZoomIn}
        disabled={scale >= FLOOR_PLAN_ZOOM_MAX}
      />
      <IconButton variant="outline" label={floorPlanTexts.fitToScreen} icon={<Maximize />} onClick={onFit} />
    </div>
  );
}
