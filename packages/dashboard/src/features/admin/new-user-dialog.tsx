import { adminTexts, newUserRoleOptions, strongPasswordTexts } from "@tischservice/core";
import { FormField, Input, PasswordInput } from "@tischservice/ui";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { OptionSelect } from "../../lib/form-controls/option-select.tsx";
import { FormDialogFooter } from "../../lib/form-dialog/form-dialog-footer.tsx";
import { TitledDialog } from "../../lib/form-dialog/titled-dialog.tsx";
import { emptyNewUser, type NewUserValues, validateNewUser } from "./new-user-form.ts";

export interface NewUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the user; rejects with the German error text to show. Resolves when done. */
  onCreate: (values: NewUserValues) => Promise<void>;
  /** Start values (stories and tests). */
  initialValues?: NewUserValues;
  /** An error shown from the start (stories). */
  initialError?: string | null;
}

/** The admin's "Neuen Benutzer hinzufügen" dialog: name, e-mail (lowercased), password, role. */
export function NewUserDialog({
  open,
  onOpenChange,
  onCreate,
  initialValues = emptyNewUser,
  initialError = null,
}: NewUserDialogProps) {
  const [values, setValues] = useState<NewUserValues>(initialValues);
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);

  const edit = <K extends keyof NewUserValues>(key: K, value: NewUserValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      setValues(emptyNewUser);
      setError(null);
    }
    onOpenChange(next);
  };

  /** A text field bound to the form: what it shows, locked while sending, and where typing goes. */
  const textField = (key: "name" | "password") => ({
    value: values[key],
    disabled: submitting,
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(key, event.currentTarget.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateNewUser(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setSubmitting(true);
    try {
      await onCreate(values);
      setValues(emptyNewUser);
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <TitledDialog open={open} onOpenChange={close} title={adminTexts.newUserDialogTitle} size="narrow">
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormField label={adminTexts.newUserNameLabel} required>
          <Input autoComplete="name" {...textField("name")} />
        </FormField>
        <FormField label={adminTexts.newUserEmailLabel} required>
          <Input
            type="email"
            autoComplete="off"
            value={values.email}
            disabled={submitting}
            onChange={(event) => edit("email", event.currentTarget.value.toLowerCase())}
          />
        </FormField>
        <FormField label={adminTexts.newUserPasswordLabel} required hint={strongPasswordTexts.hint}>
          <PasswordInput autoComplete="new-password" {...textField("password")} />
        </FormField>
        <FormField label={adminTexts.newUserRoleLabel}>
          <OptionSelect
            value={values.role}
            options={newUserRoleOptions}
            disabled={submitting}
            onValueChange={(role) => edit("role", role)}
          />
        </FormField>
        <FormDialogFooter
          error={error}
          errorStyle="banner"
          cancelLabel={adminTexts.newUserCancel}
          cancelDisabled={submitting}
          onCancel={() => close(false)}
          submitLabel={adminTexts.newUserSubmit}
          submitting={submitting}
          submittingLabel={adminTexts.newUserSubmitting}
        />
      </form>
    </TitledDialog>
  );
}
