import { Link } from "@tanstack/react-router";
import { customerTexts, registerTexts, resetPasswordTexts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { CircleCheck } from "lucide-react";
import { ResendLinkForm } from "./resend-link-form.tsx";
import type { ResendFn } from "./use-resend-verification.ts";
import type { VerifyFailure } from "./verify-failure.ts";

export type VerifyState =
  | { status: "verifying" }
  | { status: "verified"; message: string }
  | { status: "failed"; failure: VerifyFailure };

export interface VerifyEmailViewProps {
  state: VerifyState;
  /** Sends the verification again (only offered after a failure that may pass: offline, 429). */
  onRetry?: () => void;
  /** Replaces the resend call (stories). */
  resend?: ResendFn;
}

const primaryLinkClass =
  "focus-ring inline-flex h-12 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/85";

/** `/app/verify-email`: progress, the confirmation, or why the link does not work and what to do. */
export function VerifyEmailView({ state, onRetry, resend }: VerifyEmailViewProps) {
  if (state.status === "verifying")
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
        <Spinner size="lg" label={null} className="text-muted-foreground" />
        <h1 className="text-xl font-semibold">{registerTexts.verifyingTitle}</h1>
      </div>
    );

  if (state.status === "verified")
    return (
      <div className="grid justify-items-center gap-3 text-center" role="status">
        <CircleCheck aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-2xl font-bold">{state.message}</h1>
      </div>
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
