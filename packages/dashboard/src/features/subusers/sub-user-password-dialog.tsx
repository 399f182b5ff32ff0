import {
  type SubUser,
  subUserPasswordResetDescription,
  subUserPasswordResetRequestSchema,
  subUserPasswordResetTexts,
} from "@tischservice/core";
import { type FormEvent, useEffect, useState } from "react";
import { FormDialog } from "../../lib/form-dialog/form-dialog.tsx";
import { type NewPasswordField, NewPasswordFields } from "./new-password-fields.tsx";

export interface SubUserPasswordDialogProps {
  /** The sub-user whose password is reset; null keeps the dialog closed. */
  subUser: SubUser | null;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  /** The server's refusal. */
  error: string | null;
  onSubmit: (fields: { password: string; confirmPassword: string }) => void;
}

/** The first broken rule of core's reset request (length, confirmation) and its field. */
function problemOf(fields: { password: string; confirmPassword: string }) {
  const issue = subUserPasswordResetRequestSchema.safeParse(fields).error?.issues[0];
  if (!issue) return null;
  const field: NewPasswordField = issue.path[0] === "confirmPassword" ? "confirmPassword" : "password";
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
  const errorOf = (field: NewPasswordField) =>
    submitted && problem?.field === field ? problem.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && !saving) onSubmit(fields);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={subUserPasswordResetTexts.title}
      description={subUserPasswordResetDescription(subUser?.email ?? "")}
      onSubmit={submit}
      footer={{
        error,
        cancelLabel: subUserPasswordResetTexts.cancel,
        submitLabel: subUserPasswordResetTexts.submit,
        submitting: saving,
        submittingLabel: subUserPasswordResetTexts.submitting,
      }}
    >
      <NewPasswordFields
        passwordLabel={subUserPasswordResetTexts.passwordLabel}
        confirmLabel={subUserPasswordResetTexts.confirmLabel}
        values={fields}
        onChange={(field, value) => setFields((prev) => ({ ...prev, [field]: value }))}
        errorOf={errorOf}
      />
    </FormDialog>
  );
}
