import {
  canSaveRoom,
  commonTexts,
  findRoomAtPoint,
  LAYOUT_GRID_SIZE_PX,
  type LayoutPoint,
  ROOM_CANVAS_HEIGHT_PX,
  ROOM_CANVAS_WIDTH_PX,
  type Room,
  roomDesignerTexts,
  rotateTableStep,
  snapToLayoutGrid,
  type Table,
  type TableCombination,
  tableDisplaySize,
  tablePositionOrDefault,
  tablesTexts,
} from "@tischservice/core";
import { ConfirmDialog, Tabs, TabsContent, TabsList, TabsTrigger } from "@tischservice/ui";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { tableDisplayName } from "../tables/table-card.tsx";
import { useDeleteTable, useUpdateTableNumber } from "../tables/use-table-mutations.ts";
import { CombineTablesButton } from "./combine-tables-button.tsx";
import { DesignerCanvas, type DesignerMode } from "./designer-canvas.tsx";
import { DesignerCombinations } from "./designer-combinations.tsx";
import { DesignerTextAlternative } from "./designer-text-alternative.tsx";
import { DrawToolbar } from "./draw-toolbar.tsx";
import { type DrawingHistory, drawingReducer, initialDrawingHistory } from "./drawing-history.ts";
import { EditTableNumberDialog } from "./edit-table-number-dialog.tsx";
import { MultiSelectSwitch } from "./multi-select-switch.tsx";
import { roomColorFor } from "./room-colors.ts";
import { TablePalette } from "./table-palette.tsx";
import { chooseTable } from "./table-selection.ts";
import { useDeleteRoom, useSaveRoom } from "./use-room-mutations.ts";
import { useTablePosition } from "./use-table-position.ts";

export interface RoomDesignerProps {
  rooms: readonly Room[];
  tables: readonly Table[];
  /** The defined combinations: joined on the plan and listed under it. */
  combinations?: readonly TableCombination[];
  /** Stories and tests start in a given state. */
  initialMode?: DesignerMode;
  initialDrawing?: DrawingHistory;
  initialSelectedTableIds?: readonly string[];
  initialMultiSelect?: boolean;
}

/** A room, or the chosen tables: one to rotate, delete or rename, several to combine. */
type Selection = { kind: "room"; id: string } | { kind: "tables"; ids: readonly string[] } | null;

/** Keys typed into a text field are never shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Where a table placed by keyboard goes: the middle of the room (snapped), else its first corner. */
function placeInRoom(room: Room): LayoutPoint {
  const xs = room.shape.map((p) => p.x);
  const ys = room.shape.map((p) => p.y);
  const centre = snapToLayoutGrid({
    x: (Math.min(...xs) + Math.max(...xs)) / 2,
    y: (Math.min(...ys) + Math.max(...ys)) / 2,
  });
  if (findRoomAtPoint(centre, [room])) return centre;
  const first = room.shape[0] ?? { x: 0, y: 0 };
  return snapToLayoutGrid({ x: first.x + LAYOUT_GRID_SIZE_PX, y: first.y + LAYOUT_GRID_SIZE_PX });
}

const clampToCanvas = (point: LayoutPoint): LayoutPoint => ({
  x: Math.min(ROOM_CANVAS_WIDTH_PX, Math.max(0, point.x)),
  y: Math.min(ROOM_CANVAS_HEIGHT_PX, Math.max(0, point.y)),
});

/**
 * The Raum-Designer: "Raum zeichnen" (click corners, double-click closes, name, save, delete, undo and
 * redo) and "Tische platzieren" (palette, drag into rooms, R rotates, double-click renames). Switching
 * modes clears the selection. Positions save optimistically.
 */
export function RoomDesigner({
  rooms,
  tables,
  combinations = [],
  initialMode = "draw",
  initialDrawing = initialDrawingHistory,
  initialSelectedTableIds = [],
  initialMultiSelect = false,
}: RoomDesignerProps) {
  const [mode, setMode] = useState<DesignerMode>(initialMode);
  const [selection, setSelection] = useState<Selection>(
    initialSelectedTableIds.length > 0 ? { kind: "tables", ids: initialSelectedTableIds } : null,
  );
  const [multiSelect, setMultiSelect] = useState(initialMultiSelect);
  const [history, dispatch] = useReducer(drawingReducer, initialDrawing);
  const [name, setName] = useState("");
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const saveRoom = useSaveRoom();
  const deleteRoom = useDeleteRoom();
  const position = useTablePosition();
  const updateNumber = useUpdateTableNumber();
  const deleteTable = useDeleteTable();

  const roomIds = useMemo(() => new Set(rooms.map((room) => room._id)), [rooms]);
  const placed = useMemo(
    () =>
      tables
        .filter((table) => table.roomId && roomIds.has(table.roomId))
        .map((table) => ({
          id: table._id,
          name: tableDisplayName(table),
          label: table.tableNumber.trim() || tableDisplayName(table),
          roomId: table.roomId ?? null,
          ...tablePositionOrDefault(table.position),
          ...tableDisplaySize(table.seats),
        })),
    [tables, roomIds],
  );
  const available = useMemo(
    () => tables.filter((t) => !t.roomId || !roomIds.has(t.roomId)),
    [tables, roomIds],
  );
  const selectedRoomId = selection?.kind === "room" ? selection.id : null;
  const selectedTableIds = selection?.kind === "tables" ? selection.ids : [];
  // Several chosen (or the switch on) are a group to combine, drawn with dashed frames; one alone is
  // the table that R, Entf and Enter act on.
  const grouped = multiSelect || selectedTableIds.length > 1;
  const selectedTableId = grouped ? null : (selectedTableIds[0] ?? null);
  const chooseOne = (id: string) => setSelection({ kind: "tables", ids: [id] });
  const choose = (id: string, adding: boolean) =>
    setSelection((current) => ({
      kind: "tables",
      ids: chooseTable(current?.kind === "tables" ? current.ids : [], id, adding || multiSelect),
    }));
  const combinationLinks = useMemo(
    () => combinations.map((combination) => ({ id: combination._id, tableIds: combination.tableIds })),
    [combinations],
  );
  const selectedRoom = rooms.find((room) => room._id === selectedRoomId) ?? null;
  const targetRoom = selectedRoom ?? rooms[0] ?? null;

  const switchMode = (next: DesignerMode) => {
    setMode(next);
    setSelection(null);
  };

  const move = (id: string, point: LayoutPoint, keepRoom: boolean) => {
    const table = tables.find((t) => t._id === id);
    if (!table) return;
    const room = findRoomAtPoint(point, rooms);
    const roomId = room?._id ?? (keepRoom ? (table.roomId ?? null) : null);
    position.mutate({ id, change: { x: point.x, y: point.y, roomId } });
  };

  const rotate = (id: string) => {
    const table = tables.find((t) => t._id === id);
    if (!table) return;
    position.mutate({ id, change: { rotation: rotateTableStep(table.position.rotation) } });
  };

  const onTableKey = (id: string, event: ReactKeyboardEvent<HTMLButtonElement>) => {
    const table = placed.find((t) => t.id === id);
    if (!table) return;
    const step = LAYOUT_GRID_SIZE_PX;
    const arrows: Record<string, LayoutPoint> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const delta = arrows[event.key];
    if (delta) {
      event.preventDefault();
      move(id, clampToCanvas({ x: table.x + delta.x, y: table.y + delta.y }), true);
    } else if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      rotate(id);
    } else if (event.key === "Delete") {
      event.preventDefault();
      setDeletingId(id);
    } else if (event.key === "Enter" && !multiSelect) {
      // With "Mehrfachauswahl" on, Enter presses the button like Space: the table joins or leaves.
      event.preventDefault();
      setEditingId(id);
    }
  };

  // Shortcuts anywhere on the page: undo/redo while drawing; R and Delete for the selected table.
  const shortcuts = useRef<(event: KeyboardEvent) => void>(() => undefined);
  shortcuts.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || typingIn(event.target) || editingId || deletingId) return;
    if (mode === "draw" && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? "redo" : "undo" });
    } else if (mode === "draw" && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "y") {
      event.preventDefault();
      dispatch({ type: "redo" });
    } else if (mode === "place" && selectedTableId && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (event.key === "r" || event.key === "R") {
        event.preventDefault();
        rotate(selectedTableId);
      } else if (event.key === "Delete") {
        event.preventDefault();
        setDeletingId(selectedTableId);
      }
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => shortcuts.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const points = history.present.points;
  const onSave = () => {
    if (!canSaveRoom(points, name)) return;
    saveRoom.mutate(
      {
        name: name.trim(),
        width: ROOM_CANVAS_WIDTH_PX,
        height: ROOM_CANVAS_HEIGHT_PX,
        shape: points,
        color: roomColorFor(rooms.length),
      },
      {
        onSuccess: () => {
          dispatch({ type: "clear" });
          setName("");
        },
      },
    );
  };

  const editingTable = tables.find((t) => t._id === editingId) ?? null;

  return (
    <div className="grid gap-4">
      <Tabs value={mode} onValueChange={(value) => switchMode(value === "place" ? "place" : "draw")}>
        <TabsList aria-label={roomDesignerTexts.modeLabel}>
          <TabsTrigger value="draw">{roomDesignerTexts.modeDraw}</TabsTrigger>
          <TabsTrigger value="place">{roomDesignerTexts.modePlace}</TabsTrigger>
        </TabsList>
        <TabsContent value="draw">
          <DrawToolbar
            name={name}
            onNameChange={setName}
            points={points}
            canUndo={history.past.length > 0}
            canRedo={history.future.length > 0}
            onUndo={() => dispatch({ type: "undo" })}
            onRedo={() => dispatch({ type: "redo" })}
            onClear={() => dispatch({ type: "clear" })}
            onSave={onSave}
            saving={saveRoom.isPending}
            selectedRoomName={selectedRoom?.name ?? null}
            onDeleteRoom={() => {
              if (!selectedRoom) return;
              deleteRoom.mutate(selectedRoom._id, { onSuccess: () => setSelection(null) });
            }}
            deleting={deleteRoom.isPending}
          />
        </TabsContent>
        <TabsContent value="place" className="grid gap-3">
          <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.placeHint}</p>
          <TablePalette
            tables={available}
            onPlace={
              targetRoom
                ? (id) => {
                    chooseOne(id);
                    move(id, placeInRoom(targetRoom), false);
                  }
                : null
            }
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <MultiSelectSwitch checked={multiSelect} onCheckedChange={setMultiSelect} />
            <CombineTablesButton
              tables={tables}
              selectedTableIds={selectedTableIds}
              onCreated={() => setSelection(null)}
            />
          </div>
        </TabsContent>
      </Tabs>
      <DesignerCanvas
        mode={mode}
        rooms={rooms}
        selectedRoomId={selectedRoomId}
        drawing={history.present}
        tables={placed}
        selectedTableId={selectedTableId}
        multiSelectedIds={grouped ? selectedTableIds : []}
        combinations={combinationLinks}
        onCanvasClick={(point) => {
          if (points.length === 0) {
            const room = findRoomAtPoint(point, rooms);
            if (room) {
              setSelection({ kind: "room", id: room._id });
              return;
            }
          }
          setSelection(null);
          dispatch({ type: "add", point });
        }}
        onCanvasDoubleClick={() => dispatch({ type: "close" })}
        onTableSelect={choose}
        onTableMove={(id, point) => move(id, point, false)}
        onTableEdit={setEditingId}
        onTableDrop={(id, point) => {
          const snapped = snapToLayoutGrid(point);
          if (!findRoomAtPoint(snapped, rooms)) return;
          chooseOne(id);
          move(id, snapped, false);
        }}
      />
      <DesignerTextAlternative
        rooms={rooms}
        tables={placed}
        selectedRoomId={selectedRoomId}
        selectedTableIds={selectedTableIds}
        multiSelect={multiSelect}
        onRoomSelect={mode === "draw" ? (id) => setSelection({ kind: "room", id }) : null}
        onTableSelect={mode === "place" ? choose : null}
        onTableKey={onTableKey}
      />
      <DesignerCombinations combinations={combinations} />
      <EditTableNumberDialog
        table={editingTable}
        tables={tables}
        onClose={() => setEditingId(null)}
        onSave={(id, tableNumber) => updateNumber.mutate({ id, tableNumber })}
      />
      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingId(null);
        }}
        title={tablesTexts.deleteConfirm}
        confirmLabel={commonTexts.delete}
        destructive
        onConfirm={() => {
          if (deletingId) deleteTable.mutate(deletingId);
          setSelection(null);
        }}
      />
    </div>
  );
}
