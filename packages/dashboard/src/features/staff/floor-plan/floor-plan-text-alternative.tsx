import { floorPlanTableAriaLabel, floorPlanTexts, type Room, roomDesignerTexts } from "@tischservice/core";
import type { FloorPlanTable } from "./floor-plan-model.ts";
import { TextAlternativeSection } from "./text-alternative-section.tsx";

export interface FloorPlanTextAlternativeProps {
  rooms: readonly Room[];
  tables: readonly FloorPlanTable[];
  /** The moment the states are of: "Jetzt, 19:10 Uhr" or "Stand 19:30 Uhr". */
  caption: string;
  onOpen: (tableId: string) => void;
}

/**
 * The canvas in words: the moment shown, then per room its tables with seats and state at that moment;
 * each opens the table dialog.
 */
export function FloorPlanTextAlternative({ rooms, tables, caption, onOpen }: FloorPlanTextAlternativeProps) {
  const groups = [
    ...rooms.map((room) => ({
      key: room._id,
      name: room.name,
      tables: tables.filter((t) => t.roomId === room._id),
    })),
    { key: "none", name: roomDesignerTexts.outsideRoom, tables: tables.filter((t) => t.roomId === null) },
  ].filter((group) => group.tables.length > 0);
  return (
    <TextAlternativeSection
      headingId="floor-plan-tables-heading"
      title={floorPlanTexts.textAlternativeTitle}
      hint={caption}
      emptyText={floorPlanTexts.noTables}
      empty={groups.length === 0}
    >
      {groups.map((group) => (
        <div key={group.key} className="grid gap-1">
          <h3 className="m-0 text-sm font-medium text-muted-foreground">{group.name}</h3>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {group.tables.map((table) => (
              <li key={table.id}>
                <button
                  type="button"
                  data-state={table.state}
                  data-internal={table.internal || undefined}
                  className="focus-ring cursor-pointer rounded-md border border-border bg-card px-2.5 py-1 text-sm hover:bg-accent"
                  onClick={() => onOpen(table.id)}
                >
                  {floorPlanTableAriaLabel(
                    table.name,
                    table.seats,
                    table.state,
                    table.openOrder,
                    table.internal,
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </TextAlternativeSection>
  );
}
