import {
  type SubUser,
  subUserPasswordResetDescription,
  subUserPasswordResetRequestSchema,
  subUserPasswordResetTexts,
} from "@tischservice/core";
import { FormDialog } from "../../../lib/form-dialog/form-dialog.tsx";
import { type FieldProblem, useCheckedForm } from "../../../lib/form-dialog/use-checked-form.ts";
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

const empty = { password: "", confirmPassword: "" };

/** The first broken rule of core's reset request (length, confirmation) and its field. */
function problemOf(fields: typeof empty): FieldProblem<NewPasswordField> | null {
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
  const form = useCheckedForm({ open: subUser !== null, empty, problemOf, saving, onSubmit });
  return (
    <FormDialog
      open={subUser !== null}
      onOpenChange={onOpenChange}
      title={subUserPasswordResetTexts.title}
      description={subUserPasswordResetDescription(subUser?.email ?? "")}
      onSubmit={form.submit}
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
        values={form.values}
        onChange={form.setValue}
        errorOf={form.errorOf}
      />
    </FormDialog>
  );
}
