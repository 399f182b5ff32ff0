import { registerTexts, validationTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { type NewPasswordField, NewPasswordFields } from "../../staff/sub-users/new-password-fields.tsx";

export interface VerifyPasswordFormProps {
  /** The server's words on why a password is needed. */
  intro: string;
  pending: boolean;
  /** The server's refusal of the password sent (its rules depend on the account: the server decides). */
  error: string | null;
  onSubmit: (password: string) => void;
}

const empty: Record<NewPasswordField, string> = { password: "", confirmPassword: "" };

/** What the page itself can tell: both fields filled in and the same; the length rule is the server's. */
function problemOf(values: Record<NewPasswordField, string>): [NewPasswordField, string] | null {
  if (values.password === "") return ["password", validationTexts.required];
  if (values.confirmPassword === "") return ["confirmPassword", validationTexts.required];
  if (values.password !== values.confirmPassword)
    return ["confirmPassword", validationTexts.resetPasswordsMismatch];
  return null;
}

/** A resent link carries no password: the visitor chooses one, and the same button confirms with it. */
export function VerifyPasswordForm({ intro, pending, error, onSubmit }: VerifyPasswordFormProps) {
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<[NewPasswordField, string] | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = problemOf(values);
    setProblem(found);
    if (!found) onSubmit(values.password);
  };
  const errorOf = (field: NewPasswordField) => {
    if (problem) return problem[0] === field ? problem[1] : undefined;
    return field === "password" && !pending ? (error ?? undefined) : undefined;
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">{registerTexts.passwordTitle}</h1>
        <p className="m-0 text-sm text-muted-foreground">{intro}</p>
      </header>
      <NewPasswordFields
        passwordLabel={registerTexts.passwordLabel}
        confirmLabel={registerTexts.passwordRepeatLabel}
        values={values}
        onChange={(field, value) => setValues((shown) => ({ ...shown, [field]: value }))}
        errorOf={errorOf}
      />
      <Button type="submit" size="lg" fullWidth loading={pending} loadingText={registerTexts.verifyingTitle}>
        {registerTexts.verifyButton}
      </Button>
    </form>
  );
}
