import {
  type SubUser,
  subUserPasswordResetDescription,
  subUserPasswordResetRequestSchema,
  subUserPasswordResetTexts,
} from "@tischservice/core";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  PasswordInput,
} from "@tischservice/ui";
import { type FormEvent, useEffect, useState } from "react";
import { FormDialogFooter } from "../../lib/form-dialog/form-dialog-footer.tsx";

export interface SubUserPasswordDialogProps {
  /** The sub-user whose password is reset; null keeps the dialog closed. */
  subUser: SubUser | null;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  /** The server's refusal. */
  error: string | null;
  onSubmit: (fields: { password: string; confirmPassword: string }) => void;
}

type Field = "password" | "confirmPassword";

/** The first broken rule of core's reset request (length, confirmation) and its field. */
function problemOf(fields: { password: string; confirmPassword: string }) {
  const issue = subUserPasswordResetRequestSchema.safeParse(fields).error?.issues[0];
  if (!issue) return null;
  const field: Field = issue.path[0] === "confirmPassword" ? "confirmPassword" : "password";
  return { field, message: issue.message };
}

/** "Passwort zurücksetzen": the owner sets a sub-user's new password; the sub-user is signed out everywhere. */
export function SubUserPasswordDialog({
  subUser,
  onOpenChange,
  saving,
  error,
  onSubmit,
}: SubUserPasswordDialogProps) {
  const [fields, setFields] = useState({ password: "", confirmPassword: "" });
  const [submitted, setSubmitted] = useState(false);
  const open = subUser !== null;
  useEffect(() => {
    if (open) {
      setFields({ password: "", confirmPassword: "" });
      setSubmitted(false);
    }
  }, [open]);
  const problem = problemOf(fields);
  const errorOf = (field: Field) => (submitted && problem?.field === field ? problem.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && !saving) onSubmit(fields);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{subUserPasswordResetTexts.title}</DialogTitle>
          <DialogDescription>{subUserPasswordResetDescription(subUser?.email ?? "")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={subUserPasswordResetTexts.passwordLabel} required error={errorOf("password")}>
            <PasswordInput
              autoComplete="new-password"
              value={fields.password}
              onChange={(event) => {
                const password = event.currentTarget.value;
                setFields((prev) => ({ ...prev, password }));
              }}
            />
          </FormField>
          <FormField
            label={subUserPasswordResetTexts.confirmLabel}
            required
            error={errorOf("confirmPassword")}
          >
            <PasswordInput
              autoComplete="new-password"
              value={fields.confirmPassword}
              onChange={(event) => {
                const confirmPassword = event.currentTarget.value;
                setFields((prev) => ({ ...prev, confirmPassword }));
              }}
            />
          </FormField>
          <FormDialogFooter
            error={error}
            cancelLabel={subUserPasswordResetTexts.cancel}
            onCancel={() => onOpenChange(false)}
            submitLabel={subUserPasswordResetTexts.submit}
            submitting={saving}
            submittingLabel={subUserPasswordResetTexts.submitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
