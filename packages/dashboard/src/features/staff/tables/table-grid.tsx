import { type Table, tablesTexts } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { TableCard } from "./table-card.tsx";

export interface TableGridProps {
  tables: readonly Table[];
  onSaveNumber: (id: string, tableNumber: string) => void;
  onDelete: (id: string) => void;
  onInternalChange?: (id: string, internal: boolean) => void;
  busyId?: string | null;
}

/** "Alle Tische": a card per table with inline number edit and delete. */
export function TableGrid({
  tables,
  onSaveNumber,
  onDelete,
  onInternalChange,
  busyId = null,
}: TableGridProps) {
  return (
    <section aria-labelledby="all-tables-heading" className="grid gap-3">
      <h2 id="all-tables-heading" className="m-0 text-lg font-semibold">
        {tablesTexts.allTablesTitle}
      </h2>
      {tables.length === 0 ? (
        <EmptyState title={tablesTexts.noTables} />
      ) : (
        <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3 p-0">
          {tables.map((table) => (
            <li key={table._id}>
              <TableCard
                table={table}
                tables={tables}
                busy={busyId === table._id}
                onSaveNumber={onSaveNumber}
                onDelete={onDelete}
                {...(onInternalChange ? { onInternalChange } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
