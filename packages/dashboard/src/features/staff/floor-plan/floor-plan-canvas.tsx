import {
  type FloorPlanView,
  floorPlanTexts,
  isFloorPlanTap,
  type LayoutBounds,
  type Room,
  zoomFloorPlanView,
} from "@tischservice/core";
import type Konva from "konva";
import { memo, useCallback, useRef } from "react";
import { Group, Layer, Stage } from "react-konva";
import { tableStateColors } from "./canvas/canvas-colors.ts";
import { GridLines } from "./canvas/grid-lines.tsx";
import { RoomLabelsLayer } from "./canvas/room-labels-layer.tsx";
import { RoomShape } from "./canvas/room-shape.tsx";
import { TableShape } from "./canvas/table-shape.tsx";
import { useCachedGroup } from "./canvas/use-cached-group.ts";
import type { FloorPlanTable } from "./floor-plan-model.ts";

export interface FloorPlanCanvasProps {
  rooms: readonly Room[];
  tables: readonly FloorPlanTable[];
  /** The box the grid covers (rooms and tables with some margin). */
  bounds: LayoutBounds;
  width: number;
  height: number;
  view: FloorPlanView;
  onViewChange: (view: FloorPlanView) => void;
  onTableTap: (tableId: string) => void;
}

/** Wheel steps zoom by this factor. */
const WHEEL_ZOOM_FACTOR = 1.1;

interface Press {
  tableId: string;
  at: number;
  x: number;
  y: number;
}

interface Pinch {
  distance: number;
  view: FloorPlanView;
}

function touchCentre(a: Touch, b: Touch, box: DOMRect) {
  return { x: (a.clientX + b.clientX) / 2 - box.left, y: (a.clientY + b.clientY) / 2 - box.top };
}

/**
 * The floor plan's canvas: rooms (one cached layer that does not listen), tables (their own layer,
 * each table a cached bitmap) and the rooms' names above them where no table covers them, panned by
 * dragging and zoomed by wheel or pinch from 0.3 to 3. A press
 * on a table under 500 ms and 10 px is a tap and opens it.
 */
export function FloorPlanCanvas({
  rooms,
  tables,
  bounds,
  width,
  height,
  view,
  onViewChange,
  onTableTap,
}: FloorPlanCanvasProps) {
  const press = useRef<Press | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const stageRef = useRef<Konva.Stage>(null);

  const tap = useRef(onTableTap);
  tap.current = onTableTap;
  const onPress = useCallback((tableId: string, event: PointerEvent) => {
    press.current = { tableId, at: event.timeStamp, x: event.clientX, y: event.clientY };
  }, []);
  const onRelease = useCallback((tableId: string, event: PointerEvent) => {
    const started = press.current;
    press.current = null;
    if (!started || started.tableId !== tableId) return;
    const moved = Math.hypot(event.clientX - started.x, event.clientY - started.y);
    if (isFloorPlanTap(event.timeStamp - started.at, moved)) tap.current(tableId);
  }, []);

  const pointerPosition = (event: PointerEvent | MouseEvent) => {
    const box = stageRef.current?.container().getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  return (
    <div role="img" aria-label={floorPlanTexts.canvasLabel}>
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        x={view.x}
        y={view.y}
        scaleX={view.scale}
        scaleY={view.scale}
        draggable
        onDragEnd={(event) => {
          const stage = event.target;
          if (stage !== stageRef.current) return;
          onViewChange({ x: stage.x(), y: stage.y(), scale: view.scale });
        }}
        onWheel={(event) => {
          event.evt.preventDefault();
          const factor = event.evt.deltaY < 0 ? WHEEL_ZOOM_FACTOR : 1 / WHEEL_ZOOM_FACTOR;
          onViewChange(zoomFloorPlanView(view, view.scale * factor, pointerPosition(event.evt)));
        }}
        onTouchMove={(event) => {
          const [a, b] = Array.from(event.evt.touches);
          const stage = stageRef.current;
          if (!a || !b || !stage) return;
          event.evt.preventDefault();
          stage.stopDrag();
          const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
          const start = pinch.current ?? {
            distance,
            view: { x: stage.x(), y: stage.y(), scale: view.scale },
          };
          pinch.current = start;
          press.current = null;
          const centre = touchCentre(a, b, stage.container().getBoundingClientRect());
          onViewChange(zoomFloorPlanView(start.view, start.view.scale * (distance / start.distance), centre));
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <RoomsLayer rooms={rooms} bounds={bounds} />
        <TablesLayer tables={tables} onPress={onPress} onRelease={onRelease} />
        <RoomLabelsLayer rooms={rooms} tables={tables} />
      </Stage>
    </div>
  );
}

/**
 * Grid and rooms as one cached bitmap on a layer that does not listen. Memoised: panning, zooming and
 * table changes neither re-render nor redraw it (only the stage transform moves it).
 */
const RoomsLayer = memo(function RoomsLayer({
  rooms,
  bounds,
}: {
  rooms: readonly Room[];
  bounds: LayoutBounds;
}) {
  const ref = useCachedGroup([rooms, bounds]);
  return (
    <Layer listening={false} name="rooms-layer">
      <Group ref={ref}>
        <GridLines
          x={bounds.minX}
          y={bounds.minY}
          width={bounds.maxX - bounds.minX}
          height={bounds.maxY - bounds.minY}
        />
        {rooms.map((room) => (
          <RoomShape key={room._id} room={room} showName={false} />
        ))}
      </Group>
    </Layer>
  );
});

type PressHandler = (tableId: string, event: PointerEvent) => void;

interface TablesLayerProps {
  tables: readonly FloorPlanTable[];
  onPress: PressHandler;
  onRelease: PressHandler;
}

/** The tables' layer; a view change does not re-render it. */
const TablesLayer = memo(function TablesLayer({ tables, onPress, onRelease }: TablesLayerProps) {
  return (
    <Layer name="tables-layer">
      {tables.map((table) => (
        <FloorTable key={table.id} table={table} onPress={onPress} onRelease={onRelease} />
      ))}
    </Layer>
  );
});

function sameTable(a: FloorPlanTable, b: FloorPlanTable): boolean {
  return (Object.keys(a) as (keyof FloorPlanTable)[]).every((key) => a[key] === b[key]);
}

/** One table; re-rendered only when something about it changes (e.g. its colour). */
const FloorTable = memo(
  function FloorTable({
    table,
    onPress,
    onRelease,
  }: {
    table: FloorPlanTable;
    onPress: PressHandler;
    onRelease: PressHandler;
  }) {
    return (
      <TableShape
        table={table}
        fill={tableStateColors[table.state].fill}
        stroke={tableStateColors[table.state].stroke}
        openOrder={table.openOrder}
        internal={table.internal}
        onPointerDown={(event) => onPress(table.id, event.evt)}
        onPointerUp={(event) => onRelease(table.id, event.evt)}
      />
    );
  },
  (previous, next) =>
    sameTable(previous.table, next.table) &&
    previous.onPress === next.onPress &&
    previous.onRelease === next.onRelease,
);
