import type Konva from "konva";
import { useLayoutEffect, useRef } from "react";
import { Circle, Group, type KonvaNodeEvents, Rect, Text } from "react-konva";
import { canvasColors } from "./canvas-colors.ts";

/** The dash of an internal table's outline and the side of its corner tag, in layout px. */
const INTERNAL_DASH = [6, 4];
const INTERNAL_TAG = 8;

/** Where a table stands and what it shows: the same for the floor plan and the room designer. */
export interface TablePlacement {
  id: string;
  label: string;
  /** The centre. */
  x: number;
  y: number;
  rotation: number;
  width: number;
  height: number;
}

export interface TableShapeProps
  extends Omit<Konva.GroupConfig, "id" | "x" | "y" | "rotation" | "width" | "height" | "offsetX" | "offsetY">,
    KonvaNodeEvents {
  table: TablePlacement;
  fill: string;
  stroke: string;
  selected?: boolean;
  openOrder?: boolean;
  /** A "Nur intern" table: a dashed outline and a small dark corner tag, so it reads without colour. */
  internal?: boolean;
}

/**
 * A table drawn around its position (x, y is the centre, so it rotates in place). The group is cached
 * as one bitmap and re-cached only when its look changes: panning, zooming and other tables' changes
 * draw it as a single image.
 */
export function TableShape({
  table: { id, label, x, y, rotation, width, height },
  fill,
  stroke,
  selected = false,
  openOrder = false,
  internal = false,
  ...groupProps
}: TableShapeProps) {
  const ref = useRef<Konva.Group>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bitmap is redrawn whenever what it shows changes
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    group.cache({ pixelRatio: 2, offset: 10 });
    group.getLayer()?.batchDraw();
  }, [label, width, height, fill, stroke, selected, openOrder, internal]);
  return (
    <Group
      ref={ref}
      id={`table-${id}`}
      name="table"
      x={x}
      y={y}
      rotation={rotation}
      offsetX={width / 2}
      offsetY={height / 2}
      {...groupProps}
    >
      <Rect
        width={width}
        height={height}
        cornerRadius={6}
        fill={fill}
        stroke={selected ? canvasColors.selection : stroke}
        strokeWidth={selected ? 3 : 2}
        dash={internal && !selected ? INTERNAL_DASH : undefined}
        perfectDrawEnabled={false}
      />
      {internal ? (
        <Rect
          name="internal-tag"
          x={2}
          y={height - 2 - INTERNAL_TAG}
          width={INTERNAL_TAG}
          height={INTERNAL_TAG}
          cornerRadius={2}
          fill={canvasColors.internalTag}
          listening={false}
          perfectDrawEnabled={false}
        />
      ) : null}
      <Text
        width={width}
        height={height}
        text={label}
        align="center"
        verticalAlign="middle"
        fontSize={13}
        fontStyle="bold"
        fill={canvasColors.text}
        wrap="char"
        listening={false}
        perfectDrawEnabled={false}
      />
      {openOrder ? (
        <Circle
          name="open-order"
          x={width - 2}
          y={2}
          radius={7}
          fill={canvasColors.openOrderDot}
          stroke={canvasColors.openOrderRing}
          strokeWidth={2}
          listening={false}
          perfectDrawEnabled={false}
        />
      ) : null}
    </Group>
  );
}
