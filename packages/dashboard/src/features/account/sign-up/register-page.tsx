import { Link, useSearch } from "@tanstack/react-router";
import { authTexts, registerTexts, signupTexts } from "@tischservice/core";
import { useState } from "react";
import { AuthCard } from "../sign-in/auth-card.tsx";
import { CheckMailScreen } from "./check-mail-screen.tsx";
import { type RegisterSearch, validateRegisterSearch } from "./register-search.ts";
import { SignupForm } from "./signup-form.tsx";
import type { SignupKind } from "./signup-values.ts";

const linkClass = "focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline";

/** `/app/register` (restaurant, `?plan=`) and `/app/register?type=guest&email=…` (guest account). */
export function RegisterPage() {
  // Read again: the router keeps raw keys the route's validator dropped (`?plan=unknown`, `?email=123`).
  const search = validateRegisterSearch(useSearch({ from: "/register" }));
  const kind: SignupKind = search.type === "guest" ? "guest" : "restaurant";
  return (
    <AuthCard>
      {/* A new kind starts afresh: no typed values or "sent" screen carry over. */}
      <Registration key={kind} kind={kind} search={search} />
    </AuthCard>
  );
}

function Registration({ kind, search }: { kind: SignupKind; search: RegisterSearch }) {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  if (sent) return <CheckMailScreen message={sent.message} email={sent.email} />;

  const guest = kind === "guest";
  return (
    <>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">
          {guest ? signupTexts.registerGuestTitle : signupTexts.registerRestaurantTitle}
        </h1>
        <p className="m-0 text-sm text-muted-foreground">
          {guest ? registerTexts.guestIntro : registerTexts.restaurantIntro}
        </p>
      </header>
      <SignupForm
        kind={kind}
        defaultEmail={search.email}
        plan={search.plan}
        onSubmitted={(message, email) => setSent({ message, email })}
      />
      <nav className="grid gap-2 text-center text-sm" aria-label={signupTexts.registerTitle}>
        <p className="m-0">
          {registerTexts.alreadyRegistered}{" "}
          <Link to="/login" search={guest ? { redirect: "/customer" } : {}} className={linkClass}>
            {authTexts.submit}
          </Link>
        </p>
        <p className="m-0">
          {guest ? registerTexts.restaurantInstead : registerTexts.guestInstead}{" "}
          <Link to="/register" search={guest ? {} : { type: "guest" }} className={linkClass}>
            {guest ? signupTexts.registerRestaurantTitle : signupTexts.registerGuestTitle}
          </Link>
        </p>
        <p className="m-0">
          <a href="/impressum" className={linkClass}>
            {registerTexts.imprintLink}
          </a>
        </p>
      </nav>
    </>
  );
}
