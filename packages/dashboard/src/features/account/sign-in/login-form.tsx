import type { User } from "@tischservice/core";
import { authTexts, demoRequestTexts, signupTexts, validationTexts } from "@tischservice/core";
import { Banner, Button, Checkbox, FormField, Input, PasswordInput } from "@tischservice/ui";
import { type FormEvent, useId, useState } from "react";
import { type LoginInput, login } from "../../../api/auth.ts";
import { ResendAnswerBanner } from "../sign-up/resend-answer.tsx";
import { type ResendFn, useResendVerification } from "../sign-up/use-resend-verification.ts";
import { type LoginError, loginErrorOf } from "./login-error.ts";

export interface LoginFormProps {
  onSignedIn: (user: User) => void;
  /** Replaces the API call (stories). */
  submit?: (input: LoginInput) => Promise<User>;
  /** Replaces the resend of the verification link (stories). */
  resend?: ResendFn;
}

/** E-mail or user name (lowercased as typed), password with show/hide, "Angemeldet bleiben". */
export function LoginForm({ onSignedIn, submit = login, resend }: LoginFormProps) {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const rememberId = useId();
  const resendLink = useResendVerification(resend);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    resendLink.clear();
    if (identifier.trim() === "" || password === "") {
      setError({ message: validationTexts.loginRequired, unverified: false });
      return;
    }
    setSending(true);
    setError(null);
    try {
      const user = await submit({ email: identifier.trim(), password, rememberMe });
      onSignedIn(user);
    } catch (caught) {
      setError(loginErrorOf(caught));
      setSending(false);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {error ? (
        <Banner tone="error">
          <p className="m-0">{error.message}</p>
          {error.unverified ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void resendLink.send(identifier.trim())}
              loading={resendLink.sending}
              loadingText={demoRequestTexts.submitting}
            >
              {signupTexts.resendLink}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      {error?.unverified ? <ResendAnswerBanner answer={resendLink.answer} /> : null}
      <FormField label={authTexts.identifierLabel} required>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value.toLowerCase())}
        />
      </FormField>
      <FormField label={authTexts.passwordLabel} required>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox
          id={rememberId}
          checked={rememberMe}
          onCheckedChange={(checked) => setRememberMe(checked === true)}
        />
        <label htmlFor={rememberId} className="cursor-pointer text-sm">
          {authTexts.rememberMe}
        </label>
      </div>
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText={authTexts.submitting}>
        {authTexts.submit}
      </Button>
    </form>
  );
}
