import { isPointInPolygon, type LayoutPoint } from "./room-geometry.ts";

/** An axis-aligned box on the layout (top-left corner and size). */
export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A table as drawn: centred on (x, y), turned by `rotation` degrees around its centre. */
export interface TableFootprint {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** Distance of a room's name from the room's edges and from tables, in layout pixels. */
export const ROOM_LABEL_PADDING_PX = 8;
/** Step of the search for a free place for a room's name, in layout pixels. */
const SEARCH_STEP_PX = 10;

/** The box a table covers, rotation included. */
export function tableFootprintBox(table: TableFootprint): LayoutBox {
  const radians = (table.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = table.width * cos + table.height * sin;
  const height = table.width * sin + table.height * cos;
  return { x: table.x - width / 2, y: table.y - height / 2, width, height };
}

function overlaps(a: LayoutBox, b: LayoutBox, margin: number): boolean {
  return (
    a.x < b.x + b.width + margin &&
    b.x < a.x + a.width + margin &&
    a.y < b.y + b.height + margin &&
    b.y < a.y + a.height + margin
  );
}

function insideRoom(box: LayoutBox, shape: readonly LayoutPoint[]): boolean {
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x, y: box.y + box.height },
    { x: box.x + box.width, y: box.y + box.height },
  ];
  return corners.every((corner) => isPointInPolygon(corner, shape));
}

/**
 * Where a room's name (a label of `label` size) is drawn so that no table covers it: the first free place
 * inside the room, searched row by row from the top-left corner (8 px from the edges and from every table);
 * when the room has none, just above the room's top-left corner. Null for a shape without points.
 */
export function roomLabelPosition(
  shape: readonly LayoutPoint[],
  label: { width: number; height: number },
  tables: readonly TableFootprint[],
): LayoutPoint | null {
  if (shape.length === 0) return null;
  const xs = shape.map((p) => p.x);
  const ys = shape.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const pad = ROOM_LABEL_PADDING_PX;
  const boxes = tables.map(tableFootprintBox);
  for (let y = minY + pad; y + label.height <= maxY - pad; y += SEARCH_STEP_PX) {
    for (let x = minX + pad; x + label.width <= maxX - pad; x += SEARCH_STEP_PX) {
      const box = { x, y, ...label };
      if (insideRoom(box, shape) && !boxes.some((table) => overlaps(box, table, pad / 2))) return { x, y };
    }
  }
  return { x: minX, y: minY - label.height - pad / 2 };
}
