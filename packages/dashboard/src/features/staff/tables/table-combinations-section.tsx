import { type Table, type TableCombination, tableCombinationTexts } from "@tischservice/core";
import { Button, EmptyState, Spinner } from "@tischservice/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { CombinationCreateDialog } from "./combination-create-dialog.tsx";
import { CombinationList } from "./combination-list.tsx";

export interface TableCombinationsSectionProps {
  combinations: readonly TableCombination[];
  tables: readonly Table[];
  status: "loading" | "error" | "ready";
  /** While the tables cannot be changed (they failed to load), nothing can be created or deleted. */
  disabled?: boolean;
  creating?: boolean;
  createError?: string | null;
  deletingId?: string | null;
  /** Resolves true when the combination was created (the dialog closes then). */
  onCreate: (body: { tableIds: string[]; name?: string }) => Promise<boolean> | boolean;
  onDelete: (id: string) => void;
  onRetry?: () => void;
}

/**
 * "Tischkombinationen": the tables the owner lets the system join for large parties, each with its seats
 * together and a delete behind a confirm; while none is defined, tables of one room are joined
 * automatically, which the empty state says.
 */
export function TableCombinationsSection({
  combinations,
  tables,
  status,
  disabled = false,
  creating = false,
  createError = null,
  deletingId = null,
  onCreate,
  onDelete,
  onRetry,
}: TableCombinationsSectionProps) {
  const [open, setOpen] = useState(false);
  const canCreate = !disabled && status === "ready" && tables.length >= 2;
  const createButton = (
    <Button type="button" variant="outline" disabled={!canCreate} onClick={() => setOpen(true)}>
      <Plus aria-hidden="true" />
      {tableCombinationTexts.create}
    </Button>
  );
  return (
    <section
      id="table-combinations"
      aria-labelledby="table-combinations-heading"
      className="grid scroll-mt-24 gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="table-combinations-heading" className="m-0 text-lg font-semibold">
          {tableCombinationTexts.title}
        </h2>
        {combinations.length > 0 ? createButton : null}
      </div>
      <p className="m-0 text-sm text-muted-foreground">{tableCombinationTexts.description}</p>
      {status === "loading" ? (
        <Spinner className="justify-center py-6" label={tableCombinationTexts.loading} />
      ) : status === "error" ? (
        <EmptyState
          title={tableCombinationTexts.loadFailed}
          action={
            onRetry ? (
              <Button type="button" variant="outline" onClick={onRetry}>
                {tableCombinationTexts.retry}
              </Button>
            ) : undefined
          }
        />
      ) : combinations.length === 0 ? (
        <EmptyState
          title={tableCombinationTexts.empty}
          description={tableCombinationTexts.automaticHint}
          action={createButton}
        />
      ) : (
        <CombinationList
          combinations={combinations}
          disabled={disabled}
          deletingId={deletingId}
          onDelete={onDelete}
        />
      )}
      <CombinationCreateDialog
        open={open}
        onOpenChange={setOpen}
        tables={tables}
        saving={creating}
        error={createError}
        onSubmit={async (body) => {
          if (await onCreate(body)) setOpen(false);
        }}
      />
    </section>
  );
}
