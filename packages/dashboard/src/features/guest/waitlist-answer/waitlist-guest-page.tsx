import { useParams, useSearch } from "@tanstack/react-router";
import { WaitlistGuestView, WaitlistNotFound } from "./waitlist-guest-view.tsx";

/** `/app/waitlist/{id}?token=`: a guest's place on the waitlist, no sign-in needed. */
export function WaitlistGuestPage() {
  const { waitlistId } = useParams({ from: "/waitlist/$waitlistId" });
  const { token } = useSearch({ from: "/waitlist/$waitlistId" });
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start p-4 sm:p-8">
      {token ? <WaitlistGuestView waitlistId={waitlistId} token={token} /> : <WaitlistNotFound />}
    </main>
  );
}
