import { Link } from "@tanstack/react-router";
import { resetLinkInvalidReasons, resetPasswordTexts } from "@tischservice/core";
import { Banner } from "@tischservice/ui";

/** The invalid-link screen: the message, the four reasons and the way to a new link. */
export function ResetLinkInvalid({ message }: { message: string }) {
  return (
    <>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">{resetPasswordTexts.invalidTitle}</h1>
      </header>
      <Banner tone="error">{message}</Banner>
      <div className="grid gap-2 text-sm">
        <p>{resetPasswordTexts.invalidIntro}</p>
        <ul className="m-0 grid list-disc gap-1 ps-5">
          {Object.values(resetLinkInvalidReasons).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <Link
        to="/forgot-password"
        className="focus-ring inline-flex h-12 items-center justify-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/85"
      >
        {resetPasswordTexts.requestNewLink}
      </Link>
    </>
  );
}
