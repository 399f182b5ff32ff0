import type { TableFloorState } from "@tischservice/core";

/**
 * Colours drawn on the canvas (a canvas cannot read the CSS tokens). Light fills with dark text keep
 * the labels readable; the legend beside the canvas shows the same swatches with their words.
 */
export const tableStateColors: Record<TableFloorState, { fill: string; stroke: string }> = {
  available: { fill: "#bbf7d0", stroke: "#15803d" },
  reserved: { fill: "#fde68a", stroke: "#b45309" },
  arrived: { fill: "#bfdbfe", stroke: "#1d4ed8" },
  occupied: { fill: "#fecaca", stroke: "#b91c1c" },
};

export const canvasColors = {
  grid: "#e7e5e4",
  text: "#1c1917",
  openOrderDot: "#dc2626",
  openOrderRing: "#ffffff",
  internalTag: "#44403c",
  designerTable: { fill: "#f5f5f4", stroke: "#57534e" },
  selection: "#2563eb",
  drawing: "#2563eb",
  background: "#fafaf9",
} as const;
