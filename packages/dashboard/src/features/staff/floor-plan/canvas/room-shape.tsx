import type { LayoutPoint } from "@tischservice/core";
import { Group, Line, Text } from "react-konva";
import { canvasColors } from "./canvas-colors.ts";

/** What a room's drawing reads from a room. */
export interface RoomOutline {
  _id: string;
  name: string;
  shape: readonly LayoutPoint[];
  color: string;
}

export interface RoomShapeProps {
  room: RoomOutline;
  selected?: boolean;
  /** False when the name is drawn elsewhere (the floor plan draws names above its tables). */
  showName?: boolean;
}

/** A room: its polygon in its colour (translucent), the outline and (unless told not to) its name at the top-left corner. */
export function RoomShape({
  room: { _id: id, name, shape, color },
  selected = false,
  showName = true,
}: RoomShapeProps) {
  const minX = Math.min(...shape.map((p) => p.x));
  const minY = Math.min(...shape.map((p) => p.y));
  return (
    <Group id={`room-${id}`} name="room" listening={false}>
      <Line
        points={shape.flatMap((p) => [p.x, p.y])}
        closed
        fill={color}
        opacity={0.55}
        perfectDrawEnabled={false}
      />
      <Line
        points={shape.flatMap((p) => [p.x, p.y])}
        closed
        stroke={selected ? canvasColors.selection : "#78716c"}
        strokeWidth={selected ? 3 : 2}
        dash={selected ? [8, 4] : undefined}
        perfectDrawEnabled={false}
      />
      {showName ? (
        <Text
          x={minX + 8}
          y={minY + 8}
          text={name}
          fontSize={14}
          fontStyle="bold"
          fill={canvasColors.text}
          perfectDrawEnabled={false}
        />
      ) : null}
    </Group>
  );
}
