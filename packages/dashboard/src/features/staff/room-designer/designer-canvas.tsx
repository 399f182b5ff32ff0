import {
  type LayoutPoint,
  ROOM_CANVAS_HEIGHT_PX,
  ROOM_CANVAS_WIDTH_PX,
  type Room,
  roomDesignerTexts,
  snapToLayoutGrid,
} from "@tischservice/core";
import type Konva from "konva";
import { type DragEvent, useRef } from "react";
import { Circle, Group, Layer, Line, Rect, Stage } from "react-konva";
import { canvasColors } from "../floor-plan/canvas/canvas-colors.ts";
import { GridLines } from "../floor-plan/canvas/grid-lines.tsx";
import { RoomLabelsLayer } from "../floor-plan/canvas/room-labels-layer.tsx";
import { RoomShape } from "../floor-plan/canvas/room-shape.tsx";
import { type TablePlacement, TableShape } from "../floor-plan/canvas/table-shape.tsx";
import { useCachedGroup } from "../floor-plan/canvas/use-cached-group.ts";
import { designerMarkColors } from "./designer-marks.ts";
import type { Drawing } from "./drawing-history.ts";
import { isAddingClick } from "./table-selection.ts";

/** A table on the designer canvas. */
export type DesignerTable = TablePlacement;

export type DesignerMode = "draw" | "place";

/** The MIME type a palette entry carries while dragged onto the canvas. */
export const TABLE_DRAG_TYPE = "application/x-tischservice-table";

interface Click {
  at: number;
  x: number;
  y: number;
}

/** Two clicks on (almost) the same spot within 400 ms; quick clicks on different corners are not. */
function isDoubleClick(first: Click, second: Click): boolean {
  return second.at - first.at < 400 && Math.hypot(second.x - first.x, second.y - first.y) < 6;
}

/** A defined combination as the canvas joins it: its tables' ids. */
export interface DesignerCombination {
  id: string;
  tableIds: readonly string[];
}

/** Room around a table's outline for the multi-selection's dashed frame. */
const FRAME_GAP_PX = 5;

export interface DesignerCanvasProps {
  mode: DesignerMode;
  rooms: readonly Room[];
  selectedRoomId: string | null;
  drawing: Drawing;
  tables: readonly DesignerTable[];
  selectedTableId: string | null;
  /** Tables chosen together (to combine): each gets a dashed frame. */
  multiSelectedIds?: readonly string[];
  combinations?: readonly DesignerCombination[];
  onCanvasClick: (point: LayoutPoint) => void;
  onCanvasDoubleClick: () => void;
  /** `adding` when Shift or Ctrl/Cmd was held: the table joins or leaves the selection. */
  onTableSelect: (id: string, adding: boolean) => void;
  onTableMove: (id: string, point: LayoutPoint) => void;
  onTableEdit: (id: string) => void;
  onTableDrop: (id: string, point: LayoutPoint) => void;
}

/**
 * The Raum-Designer's 800 x 600 canvas with the 30 px grid: rooms (cached, not listening), the room
 * being drawn, the placed tables (draggable in place mode; double-click edits the number) and, above
 * them as in the floor plan, the rooms' names where no table covers them.
 */
export function DesignerCanvas({
  mode,
  rooms,
  selectedRoomId,
  drawing,
  tables,
  selectedTableId,
  multiSelectedIds = [],
  combinations = [],
  onCanvasClick,
  onCanvasDoubleClick,
  onTableSelect,
  onTableMove,
  onTableEdit,
  onTableDrop,
}: DesignerCanvasProps) {
  const stageRef = useRef<Konva.Stage>(null);
  const lastClick = useRef<Click | null>(null);
  const roomsRef = useCachedGroup([rooms, selectedRoomId]);

  const pointer = (): LayoutPoint | null => stageRef.current?.getPointerPosition() ?? null;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = event.dataTransfer.getData(TABLE_DRAG_TYPE);
    const stage = stageRef.current;
    if (!id || !stage) return;
    event.preventDefault();
    stage.setPointersPositions(event.nativeEvent);
    const point = stage.getPointerPosition();
    if (point) onTableDrop(id, point);
  };
  const flat = drawing.points.flatMap((p) => [p.x, p.y]);
  const byId = new Map(tables.map((table) => [table.id, table]));
  const chosen = (id: string) => id === selectedTableId || multiSelectedIds.includes(id);

  return (
    <div
      role="img"
      aria-label={roomDesignerTexts.canvasLabel}
      className="w-fit max-w-full overflow-auto rounded-xl border border-border bg-card"
      data-mode={mode}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(TABLE_DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      <Stage
        ref={stageRef}
        width={ROOM_CANVAS_WIDTH_PX}
        height={ROOM_CANVAS_HEIGHT_PX}
        className={mode === "draw" ? "cursor-crosshair" : undefined}
        onClick={(event) => {
          if (event.evt.button !== 0 || mode !== "draw") return;
          const point = pointer();
          if (!point) return;
          const click = { at: event.evt.timeStamp, x: event.evt.clientX, y: event.evt.clientY };
          const previous = lastClick.current;
          lastClick.current = click;
          if (previous && isDoubleClick(previous, click)) {
            lastClick.current = null;
            onCanvasDoubleClick();
          } else onCanvasClick(point);
        }}
      >
        <Layer listening={false}>
          <Group ref={roomsRef}>
            <GridLines width={ROOM_CANVAS_WIDTH_PX} height={ROOM_CANVAS_HEIGHT_PX} />
            {rooms.map((room) => (
              <RoomShape key={room._id} room={room} selected={room._id === selectedRoomId} showName={false} />
            ))}
          </Group>
        </Layer>
        <Layer listening={false} name="drawing">
          {drawing.points.length > 0 ? (
            <Line
              points={flat}
              closed={drawing.closed}
              stroke={canvasColors.drawing}
              strokeWidth={3}
              fill={drawing.closed ? "rgba(37, 99, 235, 0.12)" : undefined}
            />
          ) : null}
          {drawing.points.map((p, index) => (
            <Circle
              key={`${p.x}-${p.y}-${String(index)}`}
              name="drawing-point"
              x={p.x}
              y={p.y}
              radius={5}
              fill={canvasColors.drawing}
            />
          ))}
        </Layer>
        <Layer listening={mode === "place"} opacity={mode === "place" ? 1 : 0.5}>
          {combinations.map((combination) => {
            // Only the placed tables of it can be joined on the plan; one alone has nothing to join.
            const centres = combination.tableIds.flatMap((id) => {
              const table = byId.get(id);
              return table ? [table.x, table.y] : [];
            });
            return centres.length >= 4 ? (
              <Line
                key={combination.id}
                name="combination-link"
                points={centres}
                stroke={designerMarkColors.combinationLink}
                strokeWidth={2}
                dash={[6, 4]}
                lineCap="round"
                lineJoin="round"
                listening={false}
              />
            ) : null;
          })}
          {tables.map((table) => (
            <TableShape
              key={table.id}
              table={table}
              fill={canvasColors.designerTable.fill}
              stroke={canvasColors.designerTable.stroke}
              selected={table.id === selectedTableId}
              draggable={mode === "place"}
              onPointerDown={(event) => onTableSelect(table.id, isAddingClick(event.evt))}
              onDragStart={() => {
                // Dragging a chosen table keeps the others chosen with it.
                if (!chosen(table.id)) onTableSelect(table.id, false);
              }}
              onDragEnd={(event) => {
                const point = snapToLayoutGrid({ x: event.target.x(), y: event.target.y() });
                event.target.position(point);
                onTableMove(table.id, point);
              }}
              onDblClick={() => onTableEdit(table.id)}
            />
          ))}
          {multiSelectedIds.map((id) => {
            const table = byId.get(id);
            if (!table) return null;
            const width = table.width + FRAME_GAP_PX * 2;
            const height = table.height + FRAME_GAP_PX * 2;
            return (
              <Rect
                key={id}
                name="multi-selected"
                x={table.x}
                y={table.y}
                rotation={table.rotation}
                width={width}
                height={height}
                offsetX={width / 2}
                offsetY={height / 2}
                cornerRadius={9}
                stroke={designerMarkColors.multiSelection}
                strokeWidth={3}
                dash={[8, 4]}
                listening={false}
              />
            );
          })}
        </Layer>
        <RoomLabelsLayer rooms={rooms} tables={tables} />
      </Stage>
    </div>
  );
}
