import {
  combinationSeatsLabel,
  combinationTablesLabel,
  commonTexts,
  deleteCombinationLabel,
  type Table,
  type TableCombination,
  tableCombinationTexts,
} from "@tischservice/core";
import { Badge, Button, ConfirmDialog, EmptyState, IconButton, Spinner } from "@tischservice/ui";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { CombinationCreateDialog } from "./combination-create-dialog.tsx";

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

/** A combination's title: its name, else its tables ('Tisch 1 + Tisch 2'). */
function titleOf(combination: TableCombination): string {
  const name = combination.name.trim();
  return name || combinationTablesLabel(combination.tables.map((table) => table.tableNumber));
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
    <section id="table-combinations" aria-labelledby="table-combinations-heading" className="grid gap-3">
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
        <ul className="m-0 grid list-none gap-2 p-0">
          {combinations.map((combination) => {
            const title = titleOf(combination);
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
