import { authTexts } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";

/** "Anmeldung wird überprüft..." while `GET /api/users/me` checks the session cookie. */
export function CheckingSession({ label = authTexts.checkingSession }: { label?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label={label} className="text-muted-foreground" />
    </main>
  );
}
