import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { signupTexts, type User } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useState } from "react";
import { queryKeys } from "../../../api/query-keys.ts";
import type { VerifiedAccount } from "../../../api/signup.ts";
import { landingPathFor, meQueryOptions, useSession } from "../session/session.ts";
import { useEnterArea } from "../session/use-enter-area.ts";
import { AuthCard } from "../sign-in/auth-card.tsx";
import { useSignOutToLogin } from "./use-sign-out-to-login.ts";
import { useVerifyEmail } from "./use-verify-email.ts";
import { VerifyEmailView, type VerifyState } from "./verify-email-view.tsx";
import { missingTokenFailure, passwordStepOf, verifyFailureOf } from "./verify-failure.ts";

/**
 * `/app/verify-email?token=…`: confirms on the visitor's click, never on load (mail scanners open links).
 * When the API signs the user in, the page sends them to their area (owner: home with the onboarding
 * checklist, guest: "Meine Reservierungen", admin: admin); when this browser holds another account's
 * session, that session stays and the page offers to sign out or to carry on as that account.
 */
export function VerifyEmailPage() {
  const { token } = useSearch({ from: "/verify-email" });
  const session = useSession();
  const enterArea = useEnterArea();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { signOut, signingOut } = useSignOutToLogin();
  const [passwordIntro, setPasswordIntro] = useState<string | null>(null);

  const enter = async (verified: VerifiedAccount) => {
    if (!verified.signedIn) {
      // The session kept is the one to name; make sure the page knows whose it is.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return;
    }
    toast({ title: verified.message || signupTexts.verified, tone: "success" });
    // The answer normally carries the user; otherwise the new session cookie tells who it is.
    const user: User | null =
      verified.user ?? (await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null));
    if (user) enterArea(user, { customerTab: "my-reservations" });
    else void navigate({ to: "/login", replace: true });
  };
  const { validToken, mutation, verify } = useVerifyEmail(token, {
    onVerified: (verified) => void enter(verified),
    onFailed: (error, password) => {
      const step = passwordStepOf(error, password !== undefined);
      if (step?.kind === "required") setPasswordIntro(step.message);
    },
  });

  const signedIn = session.data ?? null;
  let state: VerifyState;
  if (validToken === null) state = { status: "failed", failure: missingTokenFailure };
  else if (mutation.isSuccess && mutation.data.signedIn)
    state = { status: "verified", message: mutation.data.message || signupTexts.verified };
  else if (mutation.isSuccess)
    state = {
      status: "signed-in-elsewhere",
      message: mutation.data.message || signupTexts.verifiedOtherSession,
      account: signedIn ? { name: signedIn.name, home: landingPathFor(signedIn) } : null,
      signingOut,
    };
  else if (mutation.isError) {
    const step = passwordStepOf(mutation.error, mutation.variables !== undefined);
    if (step)
      state = {
        status: "password",
        intro:
          step.kind === "required" ? step.message : (passwordIntro ?? signupTexts.verifyPasswordRequired),
        pending: false,
        error: step.kind === "refused" ? step.message : null,
      };
    else state = { status: "failed", failure: verifyFailureOf(mutation.error) };
  } else if (passwordIntro !== null)
    state = { status: "password", intro: passwordIntro, pending: mutation.isPending, error: null };
  else state = { status: "ready", pending: mutation.isPending, signedInAs: signedIn?.name ?? null };

  return (
    <AuthCard>
      <VerifyEmailView
        state={state}
        onVerify={verify}
        onSignOut={() => void signOut()}
        onRetry={() => verify(mutation.variables)}
      />
    </AuthCard>
  );
}
