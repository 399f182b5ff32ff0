import { roomDesignerTexts, seatSizeLabel, type Table } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { GripVertical } from "lucide-react";
import { tableDisplayName } from "../tables/table-card.tsx";
import { TABLE_DRAG_TYPE } from "./designer-canvas.tsx";

export interface TablePaletteProps {
  tables: readonly Table[];
  /** Keyboard (and click) placing: into the selected or first room. Null when there is no room. */
  onPlace: ((id: string) => void) | null;
}

/** "Verfügbare Tische": the tables not in a room; drag one onto a room, or press "Platzieren". */
export function TablePalette({ tables, onPlace }: TablePaletteProps) {
  return (
    <section aria-labelledby="palette-heading" className="grid content-start gap-2">
      <h2 id="palette-heading" className="m-0 text-base font-semibold">
        {roomDesignerTexts.availableTables}
      </h2>
      {onPlace === null ? (
        <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.drawRoomFirst}</p>
      ) : null}
      {tables.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.noAvailableTables}</p>
      ) : (
        <ul className="m-0 flex max-h-40 list-none flex-wrap gap-2 overflow-y-auto p-0">
          {tables.map((table) => {
            const name = tableDisplayName(table);
            return (
              <li
                key={table._id}
                draggable={onPlace !== null}
                onDragStart={(event) => {
                  event.dataTransfer.setData(TABLE_DRAG_TYPE, table._id);
                  event.dataTransfer.effectAllowed = "move";
                }}
                data-table-id={table._id}
                className="flex w-60 cursor-grab items-center gap-2 rounded-lg border border-border bg-card p-2 active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium">{name}</span>
                  <span className="text-xs text-muted-foreground">{seatSizeLabel(table.seats)}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={onPlace === null}
                  aria-label={`${name} ${roomDesignerTexts.placeTable.toLowerCase()}`}
                  onClick={() => onPlace?.(table._id)}
                >
                  {roomDesignerTexts.placeTable}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
