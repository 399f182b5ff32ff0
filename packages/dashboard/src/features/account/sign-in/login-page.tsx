import { Link, Navigate, useSearch } from "@tanstack/react-router";
import type { User } from "@tischservice/core";
import { authTexts, registerTexts, signupTexts } from "@tischservice/core";
import { ArrowLeft } from "lucide-react";
import { CheckingSession } from "../session/checking-session.tsx";
import { landingPathFor, safeRedirect, useSession } from "../session/session.ts";
import { useEnterArea } from "../session/use-enter-area.ts";
import { AuthCard } from "./auth-card.tsx";
import { LoginForm } from "./login-form.tsx";

const linkClass = "focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline";

/** A sign-in on the way to the customer view offers the guest account, every other one the restaurant's. */
function forCustomer(redirect: string | undefined): boolean {
  return safeRedirect(redirect)?.startsWith("/customer") ?? false;
}

/** `/app/login`: "Willkommen zurück" ("Tischservice" on narrow screens). */
export function LoginPage() {
  const session = useSession();
  const search = useSearch({ from: "/login" });
  const enterArea = useEnterArea();

  if (session.isPending) return <CheckingSession />;
  if (session.data)
    return <Navigate to={safeRedirect(search.redirect) ?? landingPathFor(session.data)} replace />;

  const onSignedIn = (user: User) => enterArea(user, { redirect: search.redirect });
  const customer = forCustomer(search.redirect);

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
        <Link to="/forgot-password" className={linkClass}>
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
      <p className="m-0 border-t border-border pt-4 text-center text-sm">
        {registerTexts.noAccount}{" "}
        <Link to="/register" search={customer ? { type: "guest" } : {}} className={linkClass}>
          {customer ? signupTexts.registerGuestTitle : signupTexts.registerRestaurantTitle}
        </Link>
      </p>
    </AuthCard>
  );
}
