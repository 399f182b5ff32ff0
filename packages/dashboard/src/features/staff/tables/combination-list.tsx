import {
  combinationSeatsLabel,
  combinationTablesLabel,
  commonTexts,
  deleteCombinationLabel,
  type TableCombination,
  tableCombinationTexts,
} from "@tischservice/core";
import { Badge, ConfirmDialog, IconButton } from "@tischservice/ui";
import { Trash2 } from "lucide-react";

export interface CombinationListProps {
  combinations: readonly TableCombination[];
  /** While nothing may change, the delete buttons are off. */
  disabled?: boolean;
  deletingId?: string | null;
  onDelete: (id: string) => void;
}

/** A combination's title: its name, else its tables ('Tisch 1 + Tisch 2'). */
export function combinationTitle(combination: TableCombination): string {
  const name = combination.name.trim();
  return name || combinationTablesLabel(combination.tables.map((table) => table.tableNumber));
}

/**
 * The defined combinations, each with its tables and seats together and a delete behind a confirm; the
 * same list in "Tische" and in the room designer.
 */
export function CombinationList({
  combinations,
  disabled = false,
  deletingId = null,
  onDelete,
}: CombinationListProps) {
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {combinations.map((combination) => {
        const title = combinationTitle(combination);
        return (
          <li
            key={combination._id}
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground"
          >
            <div className="grid gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                {title}
                {combination.internal ? (
                  <Badge variant="secondary">{tableCombinationTexts.internalBadge}</Badge>
                ) : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {combination.name.trim()
                  ? `${combinationTablesLabel(combination.tables.map((table) => table.tableNumber))} · `
                  : ""}
                {combinationSeatsLabel(combination.seats)}
              </span>
            </div>
            <ConfirmDialog
              title={tableCombinationTexts.deleteTitle}
              description={tableCombinationTexts.deleteConfirm}
              confirmLabel={commonTexts.delete}
              destructive
              onConfirm={() => onDelete(combination._id)}
              trigger={
                <IconButton
                  size="icon-sm"
                  label={deleteCombinationLabel(title)}
                  icon={<Trash2 />}
                  className="text-destructive-strong"
                  disabled={disabled || deletingId === combination._id}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
