import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { RESET_PASSWORD_SUCCESS_REDIRECT_MS, resetPasswordTexts, validationTexts } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";
import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { resetPassword, resetTokenQueryOptions } from "../../../api/auth.ts";
import { ApiError } from "../../../api/http.ts";
import { AuthCard } from "./auth-card.tsx";
import { ResetLinkInvalid } from "./reset-link-invalid.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

type Outcome =
  | { kind: "form"; error: string | null }
  | { kind: "invalid"; message: string }
  | { kind: "done" };

/** `/app/reset-password?token=...`: token check, form, then success (to login after 2 s) or invalid link. */
export function ResetPasswordPage() {
  const { token } = useSearch({ from: "/reset-password" });
  const navigate = useNavigate();
  const check = useQuery({
    ...resetTokenQueryOptions(token ?? ""),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: "form", error: null });

  useEffect(() => {
    if (outcome.kind !== "done") return;
    const timer = window.setTimeout(
      () => void navigate({ to: "/login", replace: true }),
      RESET_PASSWORD_SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome.kind, navigate]);

  const submit = async (newPassword: string) => {
    try {
      await resetPassword(token ?? "", newPassword);
      setOutcome({ kind: "done" });
    } catch (caught) {
      if (caught instanceof ApiError) {
        const reason = (caught.body as { reason?: unknown } | null)?.reason;
        const message = caught.serverMessage ?? resetPasswordTexts.resetFailed;
        setOutcome(reason ? { kind: "invalid", message } : { kind: "form", error: message });
      } else setOutcome({ kind: "form", error: resetPasswordTexts.networkError });
    }
  };

  let body: ReactNode;
  if (!token) body = <ResetLinkInvalid message={validationTexts.resetTokenMissing} />;
  else if (check.isPending)
    body = <Spinner label={resetPasswordTexts.checkingToken} className="justify-center" />;
  else if (check.isError) body = <ResetLinkInvalid message={resetPasswordTexts.tokenCheckFailed} />;
  else if (!check.data.valid)
    body = <ResetLinkInvalid message={check.data.message ?? resetPasswordTexts.tokenInvalid} />;
  else if (outcome.kind === "invalid") body = <ResetLinkInvalid message={outcome.message} />;
  else if (outcome.kind === "done")
    body = (
      <div className="grid justify-items-center gap-3 text-center" role="status">
        <CircleCheck aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-2xl font-bold">{resetPasswordTexts.successTitle}</h1>
        <p className="text-sm text-muted-foreground">{resetPasswordTexts.successText}</p>
        <Link
          to="/login"
          className="focus-ring inline-flex h-12 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/85"
        >
          {resetPasswordTexts.loginButton}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <header className="text-center">
          <h1 className="text-2xl font-bold">{resetPasswordTexts.title}</h1>
        </header>
        <ResetPasswordForm onSubmit={submit} error={outcome.error} />
      </>
    );
  return <AuthCard>{body}</AuthCard>;
}
