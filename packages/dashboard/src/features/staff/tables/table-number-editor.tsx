import {
  commonTexts,
  roomDesignerTexts,
  type Table,
  tableNumberProblem,
  tablesTexts,
  validationTexts,
} from "@tischservice/core";
import { Button, FormField, Input } from "@tischservice/ui";
import { useState } from "react";

export interface TableNumberEditorProps {
  table: Table;
  tables: readonly Table[];
  onSave: (tableNumber: string) => void;
  onCancel: () => void;
  saving?: boolean;
}

/** The error text of a number that cannot be saved, or null. */
export function tableNumberErrorText(
  input: string,
  tableId: string,
  tables: readonly Table[],
): string | null {
  const problem = tableNumberProblem(input, tableId, tables);
  if (problem === "blank") return validationTexts.tableNumberInvalid;
  if (problem === "taken") return tablesTexts.numberTaken;
  return null;
}

/**
 * The inline number edit: Enter saves (when the number is valid and unique), Escape cancels; a bad
 * number shows its German message and changes nothing.
 */
export function TableNumberEditor({
  table,
  tables,
  onSave,
  onCancel,
  saving = false,
}: TableNumberEditorProps) {
  const [value, setValue] = useState(table.tableNumber);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = tableNumberErrorText(value, table._id, tables);
    setError(problem);
    if (problem) return;
    if (value.trim() === table.tableNumber) onCancel();
    else onSave(value.trim());
  };
  return (
    <form
      className="grid gap-2"
      noValidate
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label={roomDesignerTexts.tableNumberLabel} error={error}>
        <Input
          value={value}
          maxLength={20}
          autoFocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {commonTexts.save}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
