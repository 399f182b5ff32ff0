import { subUsersTexts, VALIDATION_MESSAGE_DISPLAY_MS, validationTexts } from "@tischservice/core";
import { FormField, Input } from "@tischservice/ui";
import { useEffect, useRef, useState } from "react";
import { FormDialog } from "../../../lib/form-dialog/form-dialog.tsx";
import { useCheckedForm } from "../../../lib/form-dialog/use-checked-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { PermissionSummary } from "./permission-summary.tsx";
import { cleanUsername, loginNamePreview, type SubUserFields, subUserProblem } from "./sub-user-form.ts";

export interface SubUserCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The restaurant's slug, the part after `@` of its sub-users' logins (not yet loaded: undefined). */
  restaurantSlug: string | null | undefined;
  saving: boolean;
  /** The server's refusal ('Fehler beim Erstellen: ...'). */
  error: string | null;
  onSubmit: (fields: { username: string; password: string; confirmPassword: string }) => void;
}

const empty: SubUserFields = { username: "", password: "", confirmPassword: "" };

/**
 * Create a sub-user: username (letters, digits, underscore; anything else is blocked as typed), password
 * and confirmation, the login name shown live, and what the sub-user may open.
 */
export function SubUserCreateDialog({
  open,
  onOpenChange,
  restaurantSlug,
  saving,
  error,
  onSubmit,
}: SubUserCreateDialogProps) {
  const form = useCheckedForm({ open, empty, problemOf: subUserProblem, saving, onSubmit });
  const [blocked, setBlocked] = useState(false);
  const blockedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (open) setBlocked(false);
  }, [open]);
  useEffect(
    () => () => {
      if (blockedTimer.current) clearTimeout(blockedTimer.current);
    },
    [],
  );
  /** A blocked character shows the rule for 3 s (such messages clear after 3 s). */
  const showBlocked = () => {
    setBlocked(true);
    if (blockedTimer.current) clearTimeout(blockedTimer.current);
    blockedTimer.current = setTimeout(() => setBlocked(false), VALIDATION_MESSAGE_DISPLAY_MS);
  };
  const errorOf = (field: keyof SubUserFields) =>
    field === "username" && blocked ? validationTexts.subUserUsernameInvalid : form.errorOf(field);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={subUsersTexts.dialogTitle}
      description={
        <>
          {subUsersTexts.loginNameLabel}:{" "}
          <output className="font-mono font-medium text-foreground">
            {loginNamePreview(form.values.username, restaurantSlug)}
          </output>
        </>
      }
      onSubmit={form.submit}
      footer={{
        error,
        submitLabel: subUsersTexts.submit,
        submitting: saving,
        submittingLabel: subUsersTexts.submitting,
      }}
    >
      <FormField
        label={subUsersTexts.usernameLabel}
        required
        hint={subUsersTexts.usernameHint}
        error={errorOf("username")}
      >
        <Input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.username}
          onChange={(event) => {
            const cleaned = cleanUsername(event.currentTarget.value);
            if (cleaned.blocked) showBlocked();
            form.setValue("username", cleaned.value);
          }}
        />
      </FormField>
      <NewPasswordFields
        passwordLabel={subUsersTexts.passwordLabel}
        confirmLabel={subUsersTexts.confirmPasswordLabel}
        values={form.values}
        onChange={form.setValue}
        errorOf={errorOf}
      />
      <section aria-label={subUsersTexts.permissionsHeading} className="rounded-lg bg-muted/50 p-3">
        <PermissionSummary />
      </section>
    </FormDialog>
  );
}
