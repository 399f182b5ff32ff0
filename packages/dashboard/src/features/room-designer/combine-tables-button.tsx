import { COMBINATION_TABLE_LIMITS, type Table, tableCombinationTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { Combine } from "lucide-react";
import { useState } from "react";
import { CombinationCreateDialog } from "../tables/combination-create-dialog.tsx";
import { useCreateTableCombination } from "../tables/use-table-combinations.ts";
import { serverMessageOf } from "../tables/use-table-mutations.ts";

export interface CombineTablesButtonProps {
  tables: readonly Table[];
  /** The table selected on the plan: chosen already when the dialog opens. */
  selectedTableId: string | null;
}

/** "Kombinieren" in the room designer: defines a combination starting from the selected table. */
export function CombineTablesButton({ tables, selectedTableId }: CombineTablesButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateTableCombination();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={tables.length < COMBINATION_TABLE_LIMITS.min}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        <Combine aria-hidden="true" />
        {tableCombinationTexts.combine}
      </Button>
      <span className="text-sm text-muted-foreground">{tableCombinationTexts.combineHint}</span>
      <CombinationCreateDialog
        open={open}
        onOpenChange={setOpen}
        tables={tables}
        initialTableIds={selectedTableId ? [selectedTableId] : []}
        saving={create.isPending}
        error={create.isError ? serverMessageOf(create.error) : null}
        onSubmit={(body) => create.mutate(body, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
