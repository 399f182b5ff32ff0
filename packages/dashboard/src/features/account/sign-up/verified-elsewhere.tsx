import { Link } from "@tanstack/react-router";
import { registerTexts } from "@tischservice/core";
import { Banner, Button, buttonVariants } from "@tischservice/ui";
import { CircleCheck } from "lucide-react";
import type { LandingPath } from "../session/session.ts";

export interface SignedInAccount {
  name: string;
  /** The area the signed-in account works in. */
  home: LandingPath;
}

export interface VerifiedElsewhereProps {
  /** The server's message: confirmed, and the other account's session kept. */
  message: string;
  /** Who is signed in in this browser, when known. */
  account: SignedInAccount | null;
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * The address is confirmed, but this browser belongs to another account's session, which the link never
 * replaces: sign out to use the confirmed account, or carry on as the signed-in one.
 */
export function VerifiedElsewhere({ message, account, signingOut, onSignOut }: VerifiedElsewhereProps) {
  return (
    <>
      <header className="grid justify-items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-success-strong" />
        <h1 className="text-2xl font-bold">{registerTexts.verifiedTitle}</h1>
      </header>
      {message ? <Banner tone="info">{message}</Banner> : null}
      <div className="grid gap-3">
        <Button
          size="lg"
          fullWidth
          loading={signingOut}
          loadingText={registerTexts.signingOut}
          onClick={onSignOut}
        >
          {registerTexts.signOutAndSignIn}
        </Button>
        {account ? (
          <Link
            to={account.home}
            className={buttonVariants({ variant: "outline", size: "lg", fullWidth: true })}
          >
            {registerTexts.continueAs(account.name)}
          </Link>
        ) : null}
      </div>
    </>
  );
}
