import { adminTexts, newUserRoleOptions } from "@tischservice/core";
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  PasswordInput,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@tischservice/ui";
import { type FormEvent, useState } from "react";
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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="narrow">
        <DialogHeader>
          <DialogTitle>{adminTexts.newUserDialogTitle}</DialogTitle>
          <DialogDescription className="sr-only">{adminTexts.newUserDialogTitle}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField label={adminTexts.newUserNameLabel} required>
            <Input
              autoComplete="name"
              value={values.name}
              disabled={submitting}
              onChange={(event) => edit("name", event.currentTarget.value)}
            />
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
          <FormField label={adminTexts.newUserPasswordLabel} required>
            <PasswordInput
              autoComplete="new-password"
              placeholder={adminTexts.newUserPasswordPlaceholder}
              value={values.password}
              disabled={submitting}
              onChange={(event) => edit("password", event.currentTarget.value)}
            />
          </FormField>
          <FormField label={adminTexts.newUserRoleLabel}>
            <Select
              value={values.role}
              disabled={submitting}
              onValueChange={(role) => edit("role", role === "Admin" ? "Admin" : "Gastro")}
            >
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {newUserRoleOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          {error ? <Banner tone="error">{error}</Banner> : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={submitting} onClick={() => close(false)}>
              {adminTexts.newUserCancel}
            </Button>
            <Button type="submit" loading={submitting} loadingText={adminTexts.newUserSubmitting}>
              {adminTexts.newUserSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
