import { Link } from "@tanstack/react-router";
import { customerTexts, registerTexts, resetPasswordTexts } from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { CircleCheck } from "lucide-react";
import { ResendLinkForm } from "./resend-link-form.tsx";
import type { ResendFn } from "./use-resend-verification.ts";
import { type SignedInAccount, VerifiedElsewhere } from "./verified-elsewhere.tsx";
import type { VerifyFailure } from "./verify-failure.ts";
import { VerifyPasswordForm } from "./verify-password-form.tsx";

export type VerifyState =
  /** Before the click (and while it is sent): `signedInAs` names the account signed in in this browser. */
  | { status: "ready"; pending: boolean; signedInAs: string | null }
  /** A resent link: a password first; `error` is the server's refusal of the one sent. */
  | { status: "password"; intro: string; pending: boolean; error: string | null }
  /** Signed in: the page enters the user's area. */
  | { status: "verified"; message: string }
  /** Confirmed; this browser keeps the session of another account. */
  | { status: "signed-in-elsewhere"; message: string; account: SignedInAccount | null; signingOut: boolean }
  | { status: "failed"; failure: VerifyFailure };

export interface VerifyEmailViewProps {
  state: VerifyState;
  /** Sends the verification (the visitor's click), with the chosen password when the link asks for one. */
  onVerify: (password?: string) => void;
  /** "Abmelden und anmelden" after a confirmation in another account's session. */
  onSignOut: () => void;
  /** Sends the verification again (only offered after a failure that may pass: offline, 429). */
  onRetry?: () => void;
  /** Replaces the resend call (stories). */
  resend?: ResendFn;
}

const primaryLinkClass =
  "focus-ring inline-flex h-12 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/85";

/**
 * `/app/verify-email`: the button that confirms (nothing happens on load), a password when the link asks
 * for one, the confirmation, or why the link does not work and what to do.
 */
export function VerifyEmailView({ state, onVerify, onSignOut, onRetry, resend }: VerifyEmailViewProps) {
  if (state.status === "ready")
    return (
      <>
        <header className="grid gap-1 text-center">
          <h1 className="text-2xl font-bold">{registerTexts.verifyTitle}</h1>
          <p className="m-0 text-sm text-muted-foreground">{registerTexts.verifyIntro}</p>
        </header>
        {state.signedInAs ? <Banner tone="info">{registerTexts.signedInAs(state.signedInAs)}</Banner> : null}
        <Button
          size="lg"
          fullWidth
          loading={state.pending}
          loadingText={registerTexts.verifyingTitle}
          onClick={() => onVerify()}
        >
          {registerTexts.verifyButton}
        </Button>
      </>
    );

  if (state.status === "password")
    return (
      <VerifyPasswordForm
        intro={state.intro}
        pending={state.pending}
        error={state.error}
        onSubmit={(password) => onVerify(password)}
      />
    );

  if (state.status === "verified")
    return (
      <div className="grid justify-items-center gap-3 text-center" role="status">
        <CircleCheck aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-2xl font-bold">{state.message}</h1>
      </div>
    );

  if (state.status === "signed-in-elsewhere")
    return (
      <VerifiedElsewhere
        message={state.message}
        account={state.account}
        signingOut={state.signingOut}
        onSignOut={onSignOut}
      />
    );

  const { failure } = state;
  return (
    <>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">{registerTexts.verifyFailedTitle}</h1>
      </header>
      <Banner tone="error">{failure.message}</Banner>
      {failure.kind === "invalid" || failure.kind === "expired" ? (
        <ResendLinkForm {...(resend ? { resend } : {})} />
      ) : null}
      {failure.kind === "used" ? (
        <Link to="/login" className={primaryLinkClass}>
          {resetPasswordTexts.loginButton}
        </Link>
      ) : null}
      {failure.kind === "retry" && onRetry ? (
        <Button size="lg" onClick={onRetry}>
          {customerTexts.retry}
        </Button>
      ) : null}
    </>
  );
}
