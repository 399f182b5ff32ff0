import {
  PASSWORD_MIN_LENGTH,
  resetPasswordTexts,
  strongPasswordTexts,
  validationTexts,
} from "@tischservice/core";
import { Banner, Button, FormField, PasswordInput } from "@tischservice/ui";
import { type FormEvent, useState } from "react";

export interface ResetPasswordFormProps {
  onSubmit: (newPassword: string) => Promise<void>;
  error: string | null;
}

/**
 * New password and confirmation, each with show/hide; checks length and match before sending. The link's
 * account is not known here: the hint names the stronger rule of administrators and owners, and the
 * server's refusal (its German message) is shown as `error`.
 */
export function ResetPasswordForm({ onSubmit, error }: ResetPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(validationTexts.passwordTooShort);
    if (password !== confirm) return setProblem(validationTexts.resetPasswordsMismatch);
    setProblem(null);
    setSending(true);
    try {
      await onSubmit(password);
    } finally {
      setSending(false);
    }
  };
  const shown = problem ?? error;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {shown ? <Banner tone="error">{shown}</Banner> : null}
      <FormField label={resetPasswordTexts.newPasswordLabel} required hint={strongPasswordTexts.resetHint}>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField label={resetPasswordTexts.confirmPasswordLabel} required>
        <PasswordInput
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText={resetPasswordTexts.submitting}>
        {resetPasswordTexts.submit}
      </Button>
    </form>
  );
}
