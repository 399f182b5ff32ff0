import {
  placedTableSummary,
  type Room,
  roomDesignerTexts,
  roomSummary,
  tableCombinationTexts,
} from "@tischservice/core";
import { cn } from "@tischservice/ui";
import type { ComponentProps, KeyboardEvent } from "react";
import {
  TextAlternativeSection,
  type TextAlternativeSectionProps,
} from "../floor-plan/text-alternative-section.tsx";
import type { DesignerTable } from "./designer-canvas.tsx";
import { isAddingClick } from "./table-selection.ts";

export interface DesignerTextAlternativeProps {
  rooms: readonly Room[];
  tables: readonly (DesignerTable & { name: string; roomId: string | null })[];
  selectedRoomId: string | null;
  /** The chosen tables: one, or several to combine. */
  selectedTableIds: readonly string[];
  /** "Mehrfachauswahl" is on: every press adds or removes a table, focus alone chooses nothing. */
  multiSelect?: boolean;
  /** Draw mode: rooms are buttons that select them. */
  onRoomSelect: ((id: string) => void) | null;
  /**
   * Place mode: tables are buttons; keyboard focus selects, keys move, rotate, delete, edit; a press with
   * Shift or Ctrl/Cmd (`adding`) adds or removes the table.
   */
  onTableSelect: ((id: string, adding: boolean) => void) | null;
  onTableKey: (id: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

const itemClass =
  "focus-ring w-full cursor-pointer rounded-md border border-border bg-card px-2.5 py-1.5 text-start text-sm hover:bg-accent";

/** One listed room or table: a toggle button while it can be chosen, else plain text. */
function ListedItem({
  text,
  selected,
  choosable,
  ...buttonProps
}: { text: string; selected: boolean; choosable: boolean } & Pick<
  ComponentProps<"button">,
  "onClick" | "onFocus" | "onKeyDown"
>) {
  return (
    <li>
      {choosable ? (
        <button
          type="button"
          aria-pressed={selected}
          className={cn(itemClass, selected && "border-primary bg-primary-soft")}
          {...buttonProps}
        >
          {text}
        </button>
      ) : (
        <span className="text-sm">{text}</span>
      )}
    </li>
  );
}

/** The canvas in words: rooms and placed tables, and the keyboard way to work with them. */
export function DesignerTextAlternative({
  rooms,
  tables,
  selectedRoomId,
  selectedTableIds,
  multiSelect = false,
  onRoomSelect,
  onTableSelect,
  onTableKey,
}: DesignerTextAlternativeProps) {
  const roomName = (id: string | null) => rooms.find((room) => room._id === id)?.name ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DesignerList
        headingId="designer-rooms-heading"
        title={roomDesignerTexts.roomsHeading}
        emptyText={roomDesignerTexts.noRooms}
        empty={rooms.length === 0}
      >
        {rooms.map((room) => (
          <ListedItem
            key={room._id}
            text={roomSummary(room.name, room.shape.length)}
            selected={room._id === selectedRoomId}
            choosable={onRoomSelect !== null}
            onClick={() => onRoomSelect?.(room._id)}
          />
        ))}
      </DesignerList>
      <DesignerList
        headingId="designer-tables-heading"
        title={roomDesignerTexts.tablesHeading}
        hint={
          onTableSelect ? `${roomDesignerTexts.keyboardHint} ${tableCombinationTexts.multiSelectHint}` : null
        }
        emptyText={roomDesignerTexts.noPlacedTables}
        empty={tables.length === 0}
      >
        {tables.map((table) => (
          <ListedItem
            key={table.id}
            text={placedTableSummary(table.name, roomName(table.roomId), table.x, table.y, table.rotation)}
            selected={selectedTableIds.includes(table.id)}
            choosable={onTableSelect !== null}
            onFocus={(event) => {
              // Only focus reached by keyboard selects: a mouse press focuses first, and a Shift-click
              // would otherwise drop the other chosen tables before its click adds this one.
              if (!multiSelect && event.currentTarget.matches(":focus-visible"))
                onTableSelect?.(table.id, false);
            }}
            onClick={(event) => onTableSelect?.(table.id, isAddingClick(event))}
            onKeyDown={(event) => onTableKey(table.id, event)}
          />
        ))}
      </DesignerList>
    </div>
  );
}

/** One of the designer's two lists (rooms, placed tables), each entry a button on its own line. */
function DesignerList({ children, ...section }: Omit<TextAlternativeSectionProps, "className">) {
  return (
    <TextAlternativeSection {...section} className="content-start">
      <ul className="m-0 grid list-none gap-1 p-0">{children}</ul>
    </TextAlternativeSection>
  );
}
