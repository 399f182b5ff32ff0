import { Link } from "@tanstack/react-router";
import {
  demoRequestTexts,
  forgotPasswordTexts,
  registerTexts,
  resetPasswordTexts,
  signupTexts,
} from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { MailCheck } from "lucide-react";
import { ResendAnswerBanner } from "./resend-answer.tsx";
import { type ResendFn, useResendVerification } from "./use-resend-verification.ts";

export interface CheckMailScreenProps {
  /** The server's answer to the sign-up. */
  message: string;
  email: string;
  /** Replaces the API call (stories). */
  resend?: ResendFn;
}

const [, , spamHint] = forgotPasswordTexts.sentNextSteps;

/** After the sign-up: check your mail, the address it went to, and a new link on request. */
export function CheckMailScreen({ message, email, resend }: CheckMailScreenProps) {
  const resendLink = useResendVerification(resend);
  return (
    <>
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success-strong">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold">{registerTexts.checkMailTitle}</h1>
        <p className="m-0 text-sm text-muted-foreground">{message}</p>
        <p className="m-0 text-sm font-medium break-all">{registerTexts.sentTo(email)}</p>
      </header>
      <p className="m-0 text-center text-sm text-muted-foreground">{spamHint}</p>
      <ResendAnswerBanner answer={resendLink.answer} />
      <div className="grid gap-2">
        <Button
          variant="outline"
          onClick={() => void resendLink.send(email)}
          loading={resendLink.sending}
          loadingText={demoRequestTexts.submitting}
        >
          {signupTexts.resendLink}
        </Button>
        <Link
          to="/login"
          className="focus-ring rounded-sm text-center text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          {resetPasswordTexts.loginButton}
        </Link>
      </div>
    </>
  );
}
