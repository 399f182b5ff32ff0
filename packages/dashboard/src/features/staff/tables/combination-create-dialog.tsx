import {
  COMBINATION_TABLE_LIMITS,
  combinationSeatsLabel,
  type Table,
  tableCombinationTexts,
} from "@tischservice/core";
import { FormField, Input } from "@tischservice/ui";
import { type FormEvent, useId, useMemo } from "react";
import { CheckboxRow } from "../../../lib/form-controls/checkbox-row.tsx";
import { FormDialog } from "../../../lib/form-dialog/form-dialog.tsx";
import { useDialogFormState } from "../../../lib/form-dialog/use-dialog-form-state.ts";

export interface CombinationCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tables: readonly Table[];
  /** Tables chosen when it opens (the room designer's selection). */
  initialTableIds?: readonly string[];
  saving?: boolean;
  error?: string | null;
  onSubmit: (body: { tableIds: string[]; name?: string }) => void;
}

/** A table to choose, with its seats. */
function TableChoice({
  table,
  ...choice
}: {
  table: Table;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxRow
      as="li"
      {...choice}
      label={
        <>
          {`Tisch ${table.tableNumber}`}
          <span className="text-muted-foreground"> · {combinationSeatsLabel(table.seats)}</span>
        </>
      }
    />
  );
}

/** "Neue Tischkombination": two to four tables and an optional name. */
export function CombinationCreateDialog({
  open,
  onOpenChange,
  tables,
  initialTableIds = [],
  saving = false,
  error = null,
  onSubmit,
}: CombinationCreateDialogProps) {
  const initialKey = initialTableIds.join("|");
  const initial = useMemo(
    () => ({ chosen: initialKey ? initialKey.split("|") : [], name: "" }),
    [initialKey],
  );
  const { values, setValues } = useDialogFormState(open, initial);
  const { chosen, name } = values;
  const full = chosen.length >= COMBINATION_TABLE_LIMITS.max;
  const valid =
    chosen.length >= COMBINATION_TABLE_LIMITS.min && chosen.length <= COMBINATION_TABLE_LIMITS.max;
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    const trimmed = name.trim();
    onSubmit({ tableIds: chosen, ...(trimmed ? { name: trimmed } : {}) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tableCombinationTexts.createTitle}
      description={tableCombinationTexts.createDescription}
      onSubmit={submit}
      footer={{
        error,
        cancelLabel: tableCombinationTexts.cancel,
        submitLabel: tableCombinationTexts.save,
        submitting: saving,
        submittingLabel: tableCombinationTexts.saving,
        submitDisabled: !valid,
      }}
    >
      <fieldset aria-labelledby={legendId} className="m-0 grid gap-2 border-0 p-0">
        <legend id={legendId} className="text-sm font-medium">
          {tableCombinationTexts.tablesLegend}
        </legend>
        <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0">
          {tables.map((table) => {
            const checked = chosen.includes(table._id);
            return (
              <TableChoice
                key={table._id}
                table={table}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(value) =>
                  setValues((current) => ({
                    ...current,
                    chosen: value
                      ? [...current.chosen, table._id]
                      : current.chosen.filter((id) => id !== table._id),
                  }))
                }
              />
            );
          })}
        </ul>
      </fieldset>
      <FormField label={tableCombinationTexts.nameLabel}>
        <Input
          value={name}
          maxLength={100}
          placeholder={tableCombinationTexts.namePlaceholder}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
      </FormField>
    </FormDialog>
  );
}
