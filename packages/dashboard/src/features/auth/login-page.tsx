import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useSearch } from "@tanstack/react-router";
import type { User } from "@tischservice/core";
import { authTexts } from "@tischservice/core";
import { ArrowLeft } from "lucide-react";
import { queryKeys } from "../../api/query-keys.ts";
import { AuthCard } from "./auth-card.tsx";
import { CheckingSession } from "./checking-session.tsx";
import { LoginForm } from "./login-form.tsx";
import { landingPathFor, safeRedirect, useSession } from "./session.ts";

/** `/app/login`: "Willkommen zurück" ("Tischservice" on narrow screens). */
export function LoginPage() {
  const session = useSession();
  const search = useSearch({ from: "/login" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (session.isPending) return <CheckingSession />;
  if (session.data)
    return <Navigate to={safeRedirect(search.redirect) ?? landingPathFor(session.data)} replace />;

  const onSignedIn = (user: User) => {
    queryClient.setQueryData(queryKeys.me, user);
    const target = safeRedirect(search.redirect);
    if (target && landingPathFor(user) === "/") void navigate({ href: target, replace: true });
    else void navigate({ to: landingPathFor(user), replace: true });
  };

  return (
    <AuthCard>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">
          <span className="hidden md:inline">{authTexts.title}</span>
          <span className="md:hidden">{authTexts.mobileTitle}</span>
        </h1>
      </header>
      <LoginForm onSignedIn={onSignedIn} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to="/forgot-password"
          className="focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          {authTexts.forgotPasswordLink}
        </Link>
        <a
          href="/"
          className="focus-ring hidden items-center gap-1 rounded-sm text-muted-foreground hover:text-foreground md:inline-flex"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {authTexts.backToHome}
        </a>
      </div>
    </AuthCard>
  );
}
