import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { signupTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useEffect, useRef } from "react";
import { AuthCard } from "../auth/auth-card.tsx";
import { meQueryOptions } from "../auth/session.ts";
import { useEnterArea } from "../auth/use-enter-area.ts";
import { useVerifyEmail } from "./use-verify-email.ts";
import { VerifyEmailView, type VerifyState } from "./verify-email-view.tsx";
import { missingTokenFailure, verifyFailureOf } from "./verify-failure.ts";

/**
 * `/app/verify-email?token=…`: verifies on arrival; the API signs the user in, and the page sends them
 * to their area (owner: home with the onboarding checklist, guest: "Meine Reservierungen", admin: admin).
 */
export function VerifyEmailPage() {
  const { token } = useSearch({ from: "/verify-email" });
  const { validToken, query } = useVerifyEmail(token);
  const enterArea = useEnterArea();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const entered = useRef(false);

  const verified = query.data;
  useEffect(() => {
    if (!verified || entered.current) return;
    entered.current = true;
    toast({ title: verified.message || signupTexts.verified, tone: "success" });
    const enter = async () => {
      // The answer normally carries the user; otherwise the new session cookie tells who it is.
      const user =
        verified.user ??
        (await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null));
      if (user) enterArea(user, { customerTab: "my-reservations" });
      else void navigate({ to: "/login", replace: true });
    };
    void enter();
  }, [verified, enterArea, navigate, queryClient, toast]);

  let state: VerifyState;
  if (validToken === null) state = { status: "failed", failure: missingTokenFailure };
  else if (query.isError) state = { status: "failed", failure: verifyFailureOf(query.error) };
  else if (verified) state = { status: "verified", message: verified.message || signupTexts.verified };
  else state = { status: "verifying" };

  return (
    <AuthCard>
      <VerifyEmailView state={state} onRetry={() => void query.refetch()} />
    </AuthCard>
  );
}
