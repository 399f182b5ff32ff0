import {
  COMBINATION_TABLE_LIMITS,
  selectedTablesLabel,
  type Table,
  tableCombinationTexts,
} from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { Combine } from "lucide-react";
import { useState } from "react";
import { CombinationCreateDialog } from "../tables/combination-create-dialog.tsx";
import { useCreateTableCombination } from "../tables/use-table-combinations.ts";
import { serverMessageOf } from "../tables/use-table-mutations.ts";

export interface CombineTablesButtonProps {
  tables: readonly Table[];
  /** The tables chosen on the plan: chosen already when the dialog opens. */
  selectedTableIds: readonly string[];
  /** After the combination was saved (the plan's selection is done then). */
  onCreated?: () => void;
}

/** What the line beside the button says: the hint, the count chosen, or that it is too many. */
function selectionNote(count: number): string {
  if (count > COMBINATION_TABLE_LIMITS.max) return tableCombinationTexts.tooManyTables;
  if (count >= COMBINATION_TABLE_LIMITS.min) return selectedTablesLabel(count);
  return tableCombinationTexts.combineHint;
}

/** "Kombinieren" in the room designer: defines a combination of the tables chosen on the plan. */
export function CombineTablesButton({ tables, selectedTableIds, onCreated }: CombineTablesButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateTableCombination();
  const tooMany = selectedTableIds.length > COMBINATION_TABLE_LIMITS.max;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={tables.length < COMBINATION_TABLE_LIMITS.min || tooMany}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        <Combine aria-hidden="true" />
        {tableCombinationTexts.combine}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {selectionNote(selectedTableIds.length)}
      </span>
      <CombinationCreateDialog
        open={open}
        onOpenChange={setOpen}
        tables={tables}
        initialTableIds={selectedTableIds}
        saving={create.isPending}
        error={create.isError ? serverMessageOf(create.error) : null}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              setOpen(false);
              onCreated?.();
            },
          })
        }
      />
    </div>
  );
}
