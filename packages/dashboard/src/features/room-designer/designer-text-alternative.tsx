import { placedTableSummary, type Room, roomDesignerTexts, roomSummary } from "@tischservice/core";
import { cn } from "@tischservice/ui";
import type { KeyboardEvent } from "react";
import type { DesignerTable } from "./designer-canvas.tsx";

export interface DesignerTextAlternativeProps {
  rooms: readonly Room[];
  tables: readonly (DesignerTable & { name: string; roomId: string | null })[];
  selectedRoomId: string | null;
  selectedTableId: string | null;
  /** Draw mode: rooms are buttons that select them. */
  onRoomSelect: ((id: string) => void) | null;
  /** Place mode: tables are buttons; focus selects, keys move, rotate, delete, edit. */
  onTableSelect: ((id: string) => void) | null;
  onTableKey: (id: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

const itemClass =
  "focus-ring w-full cursor-pointer rounded-md border border-border bg-card px-2.5 py-1.5 text-start text-sm hover:bg-accent";

/** The canvas in words: rooms and placed tables, and the keyboard way to work with them. */
export function DesignerTextAlternative({
  rooms,
  tables,
  selectedRoomId,
  selectedTableId,
  onRoomSelect,
  onTableSelect,
  onTableKey,
}: DesignerTextAlternativeProps) {
  const roomName = (id: string | null) => rooms.find((room) => room._id === id)?.name ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="designer-rooms-heading" className="grid content-start gap-2">
        <h2 id="designer-rooms-heading" className="m-0 text-base font-semibold">
          {roomDesignerTexts.roomsHeading}
        </h2>
        {rooms.length === 0 ? (
          <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.noRooms}</p>
        ) : null}
        <ul className="m-0 grid list-none gap-1 p-0">
          {rooms.map((room) => {
            const text = roomSummary(room.name, room.shape.length);
            return (
              <li key={room._id}>
                {onRoomSelect ? (
                  <button
                    type="button"
                    aria-pressed={room._id === selectedRoomId}
                    className={cn(itemClass, room._id === selectedRoomId && "border-primary bg-primary-soft")}
                    onClick={() => onRoomSelect(room._id)}
                  >
                    {text}
                  </button>
                ) : (
                  <span className="text-sm">{text}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="designer-tables-heading" className="grid content-start gap-2">
        <h2 id="designer-tables-heading" className="m-0 text-base font-semibold">
          {roomDesignerTexts.tablesHeading}
        </h2>
        {onTableSelect ? (
          <p className="m-0 text-xs text-muted-foreground">{roomDesignerTexts.keyboardHint}</p>
        ) : null}
        {tables.length === 0 ? (
          <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.noPlacedTables}</p>
        ) : null}
        <ul className="m-0 grid list-none gap-1 p-0">
          {tables.map((table) => {
            const text = placedTableSummary(
              table.name,
              roomName(table.roomId),
              table.x,
              table.y,
              table.rotation,
            );
            return (
              <li key={table.id}>
                {onTableSelect ? (
                  <button
                    type="button"
                    aria-pressed={table.id === selectedTableId}
                    className={cn(
                      itemClass,
                      table.id === selectedTableId && "border-primary bg-primary-soft",
                    )}
                    onFocus={() => onTableSelect(table.id)}
                    onClick={() => onTableSelect(table.id)}
                    onKeyDown={(event) => onTableKey(table.id, event)}
                  >
                    {text}
                  </button>
                ) : (
                  <span className="text-sm">{text}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
