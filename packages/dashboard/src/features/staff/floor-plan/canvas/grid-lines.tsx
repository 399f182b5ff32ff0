import { LAYOUT_GRID_SIZE_PX } from "@tischservice/core";
import { Shape } from "react-konva";
import { canvasColors } from "./canvas-colors.ts";

export interface GridLinesProps {
  width: number;
  height: number;
  x?: number;
  y?: number;
  grid?: number;
}

/** The 30 px grid as one shape (one node to draw, whatever the size). */
export function GridLines({ width, height, x = 0, y = 0, grid = LAYOUT_GRID_SIZE_PX }: GridLinesProps) {
  return (
    <Shape
      name="grid"
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        context.beginPath();
        const startX = Math.floor(x / grid) * grid;
        const startY = Math.floor(y / grid) * grid;
        for (let gx = startX; gx <= x + width; gx += grid) {
          context.moveTo(gx, y);
          context.lineTo(gx, y + height);
        }
        for (let gy = startY; gy <= y + height; gy += grid) {
          context.moveTo(x, gy);
          context.lineTo(x + width, gy);
        }
        context.strokeShape(shape);
      }}
      stroke={canvasColors.grid}
      strokeWidth={1}
    />
  );
}
