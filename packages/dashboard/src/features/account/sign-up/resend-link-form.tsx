import {
  demoRequestTexts,
  registerTexts,
  resendVerificationRequestSchema,
  signupTexts,
  validationErrorMap,
} from "@tischservice/core";
import { Button, FormField, Input } from "@tischservice/ui";
import { type FormEvent, useRef, useState } from "react";
import { ResendAnswerBanner } from "./resend-answer.tsx";
import { type ResendFn, useResendVerification } from "./use-resend-verification.ts";

/** An invalid or expired link: the address, then a new link (the answer is the same for any address). */
export function ResendLinkForm({ resend }: { resend?: ResendFn }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const resendLink = useResendVerification(resend);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resendVerificationRequestSchema.safeParse({ email }, { error: validationErrorMap });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    void resendLink.send(parsed.data.email);
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <p className="m-0 text-sm text-muted-foreground">{registerTexts.requestNewLinkIntro}</p>
      <ResendAnswerBanner answer={resendLink.answer} />
      <FormField label={registerTexts.emailLabel} required error={error}>
        <Input
          ref={inputRef}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" fullWidth loading={resendLink.sending} loadingText={demoRequestTexts.submitting}>
        {signupTexts.resendLink}
      </Button>
    </form>
  );
}
