import { type SpecialHourBody, specialHoursTexts, specialHourTypeLabels } from "@tischservice/core";
import { FormField, Input, Textarea, TimeInput } from "@tischservice/ui";
import type { FormEvent } from "react";
import { CheckboxRow } from "../../../../lib/form-controls/checkbox-row.tsx";
import { OptionSelect, optionsOf } from "../../../../lib/form-controls/option-select.tsx";
import { FormDialog } from "../../../../lib/form-dialog/form-dialog.tsx";
import { useDialogFormState } from "../../../../lib/form-dialog/use-dialog-form-state.ts";
import { checkSpecialHourForm, type SpecialHourForm } from "./special-hour-form.ts";

export interface SpecialHourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "create" | "edit";
  initial: SpecialHourForm;
  saving: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSubmit: (body: SpecialHourBody) => void;
}

const typeOptions = optionsOf(
  ["holiday", "vacation", "special_event", "closed", "other"],
  specialHourTypeLabels,
);

/**
 * Create and edit a special-hours entry: title, type (German labels), dates, yearly, closed, custom hours
 * (hidden when closed), description. Submit stays disabled until the entry is valid; the date-order
 * message shows as soon as the end lies before the start.
 */
export function SpecialHourDialog({
  open,
  onOpenChange,
  mode,
  initial,
  saving,
  error,
  onSubmit,
}: SpecialHourDialogProps) {
  const {
    values: form,
    setValues: setForm,
    tried: touched,
    setTried: setTouched,
  } = useDialogFormState(open, initial);
  const check = checkSpecialHourForm(form);
  const set = <K extends keyof SpecialHourForm>(key: K, value: SpecialHourForm[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));
  // The date-order message shows at once; the others once the user has tried to submit or typed.
  const showError = (field: keyof SpecialHourForm) =>
    !check.ok && check.field === field && (touched || field === "endDate" || field === "openTime")
      ? check.message
      : undefined;
  const isClosed = form.isClosed || form.type === "closed";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.ok && !saving) onSubmit(check.body);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === "create" ? specialHoursTexts.dialogCreateTitle : specialHoursTexts.dialogEditTitle}
      description={specialHoursTexts.customHoursHint}
      onSubmit={submit}
      footer={{
        error,
        submitLabel: specialHoursTexts.save,
        submitting: saving,
        submittingLabel: specialHoursTexts.saving,
        submitDisabled: !check.ok,
      }}
    >
      <FormField label={specialHoursTexts.titleLabel} required error={showError("title")}>
        <Input
          value={form.title}
          placeholder={specialHoursTexts.titlePlaceholder}
          onChange={(event) => set("title", event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
      </FormField>
      <FormField label={specialHoursTexts.typeLabel}>
        <OptionSelect
          value={form.type}
          options={typeOptions}
          onValueChange={(type) =>
            setForm((prev) => ({ ...prev, type, isClosed: type === "closed" ? true : prev.isClosed }))
          }
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={specialHoursTexts.startDateLabel} required error={showError("startDate")}>
          <Input
            type="date"
            value={form.startDate}
            onChange={(event) => {
              const startDate = event.currentTarget.value;
              setForm((prev) => ({
                ...prev,
                startDate,
                endDate: prev.endDate === "" || prev.endDate === prev.startDate ? startDate : prev.endDate,
              }));
            }}
          />
        </FormField>
        <FormField label={specialHoursTexts.endDateLabel} required error={showError("endDate")}>
          <Input
            type="date"
            value={form.endDate}
            min={form.startDate || undefined}
            onChange={(event) => set("endDate", event.currentTarget.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxRow
          label={specialHoursTexts.closedLabel}
          checked={isClosed}
          onCheckedChange={(checked) =>
            setForm((prev) => ({
              ...prev,
              isClosed: checked,
              type: !checked && prev.type === "closed" ? "holiday" : prev.type,
            }))
          }
        />
        <CheckboxRow
          label={specialHoursTexts.recurringLabel}
          checked={form.isRecurring}
          onCheckedChange={(checked) => set("isRecurring", checked)}
        />
      </div>
      {isClosed ? null : (
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="mb-1 text-sm font-medium">{specialHoursTexts.customHoursHeading}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={specialHoursTexts.openTimeLabel} error={showError("openTime")}>
              <TimeInput value={form.openTime} onChange={(time) => set("openTime", time)} />
            </FormField>
            <FormField label={specialHoursTexts.closeTimeLabel} error={showError("closeTime")}>
              <TimeInput value={form.closeTime} onChange={(time) => set("closeTime", time)} />
            </FormField>
          </div>
        </fieldset>
      )}
      <FormField label={specialHoursTexts.descriptionLabel} error={showError("description")}>
        <Textarea
          rows={2}
          value={form.description}
          onChange={(e) => set("description", e.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
