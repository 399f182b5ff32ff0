import {
  commonTexts,
  deleteTableLabel,
  editTableNumberLabel,
  internalTableLabel,
  seatSizeLabel,
  type Table,
  tableCombinationTexts,
  tablesTexts,
} from "@tischservice/core";
import { ConfirmDialog, IconButton, Switch } from "@tischservice/ui";
import { Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { TableNumberEditor } from "./table-number-editor.tsx";

export interface TableCardProps {
  table: Table;
  tables: readonly Table[];
  onSaveNumber: (id: string, tableNumber: string) => void;
  onDelete: (id: string) => void;
  /** The "Nur intern" switch; left out, the card shows none. */
  onInternalChange?: (id: string, internal: boolean) => void;
  busy?: boolean;
}

/** The display name of a table: its name, else 'Tisch nicht definiert'. */
export function tableDisplayName(table: { name?: string | null }): string {
  const name = table.name?.trim();
  return name ? name : tablesTexts.unnamedTable;
}

/** One card of "Alle Tische": name, number (inline edit), seats, location, delete behind a confirm. */
export function TableCard({
  table,
  tables,
  onSaveNumber,
  onDelete,
  onInternalChange,
  busy = false,
}: TableCardProps) {
  const [editing, setEditing] = useState(false);
  const internalId = useId();
  const name = tableDisplayName(table);
  return (
    <article
      aria-label={name}
      className="grid gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="m-0 text-base font-semibold">{name}</h3>
        <div className="flex shrink-0 gap-1">
          {editing ? null : (
            <IconButton
              size="icon-sm"
              label={editTableNumberLabel(name)}
              icon={<Pencil />}
              onClick={() => setEditing(true)}
              disabled={busy}
            />
          )}
          <ConfirmDialog
            title={tablesTexts.deleteConfirm}
            confirmLabel={commonTexts.delete}
            destructive
            onConfirm={() => onDelete(table._id)}
            trigger={
              <IconButton
                size="icon-sm"
                label={deleteTableLabel(name)}
                icon={<Trash2 />}
                className="text-destructive-strong"
                disabled={busy}
              />
            }
          />
        </div>
      </div>
      {editing ? (
        <TableNumberEditor
          table={table}
          tables={tables}
          saving={busy}
          onCancel={() => setEditing(false)}
          onSave={(tableNumber) => {
            onSaveNumber(table._id, tableNumber);
            setEditing(false);
          }}
        />
      ) : (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{tablesTexts.tableNumberColumn}</dt>
          <dd className="m-0 font-medium tabular-nums">{table.tableNumber || "–"}</dd>
          <dt className="text-muted-foreground">{tablesTexts.seatsColumn}</dt>
          <dd className="m-0">{seatSizeLabel(table.seats)}</dd>
          {table.location ? (
            <>
              <dt className="text-muted-foreground">{tablesTexts.locationColumn}</dt>
              <dd className="m-0">{table.location}</dd>
            </>
          ) : null}
        </dl>
      )}
      {onInternalChange ? (
        <div className="flex items-center justify-between gap-2 border-t border-border pt-2">
          <label htmlFor={internalId} className="text-sm" title={tableCombinationTexts.internalHint}>
            {tableCombinationTexts.internalLabel}
          </label>
          <Switch
            id={internalId}
            aria-label={internalTableLabel(table.tableNumber)}
            checked={table.internal}
            disabled={busy}
            onCheckedChange={(checked) => onInternalChange(table._id, checked)}
          />
        </div>
      ) : null}
    </article>
  );
}
