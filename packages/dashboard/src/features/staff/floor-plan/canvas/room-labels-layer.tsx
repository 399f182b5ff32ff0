import { type Room, roomLabelPosition, type TableFootprint } from "@tischservice/core";
import Konva from "konva";
import { memo, useMemo } from "react";
import { Layer, Text } from "react-konva";
import { canvasColors } from "./canvas-colors.ts";

const FONT_SIZE = 14;

/** The drawn size of a room's name. */
function labelSize(name: string) {
  const text = new Konva.Text({ text: name, fontSize: FONT_SIZE, fontStyle: "bold" });
  const size = { width: text.width(), height: text.height() };
  text.destroy();
  return size;
}

/**
 * The rooms' names on a layer above the tables that does not listen, each where no table of the plan
 * covers it (core's `roomLabelPosition`), so a name is never hidden under a table. The floor plan and the
 * room designer both draw them so.
 */
export const RoomLabelsLayer = memo(function RoomLabelsLayer({
  rooms,
  tables,
}: {
  rooms: readonly Room[];
  tables: readonly TableFootprint[];
}) {
  const labels = useMemo(
    () =>
      rooms.flatMap((room) => {
        const at = roomLabelPosition(room.shape, labelSize(room.name), tables);
        return at && room.name ? [{ id: room._id, name: room.name, ...at }] : [];
      }),
    [rooms, tables],
  );
  return (
    <Layer listening={false} name="room-labels-layer">
      {labels.map((label) => (
        <Text
          key={label.id}
          id={`room-label-${label.id}`}
          name="room-label"
          x={label.x}
          y={label.y}
          text={label.name}
          fontSize={FONT_SIZE}
          fontStyle="bold"
          fill={canvasColors.text}
          perfectDrawEnabled={false}
        />
      ))}
    </Layer>
  );
});
