import { Button } from "@tischservice/ui";

/** The public landing page. Its sections arrive with the site issue; this is the hero. */
export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-start justify-center gap-6 px-6">
      <h1 className="text-4xl font-bold tracking-tight">Tischservice</h1>
      <p className="text-lg text-muted-foreground">
        Moderne Tischreservierung für Restaurants: Reservierungen, Tischplan, Bestellungen und Statistiken an
        einem Ort.
      </p>
      <a href="/app/" className="rounded-md">
        <Button tabIndex={-1}>Anmelden</Button>
      </a>
    </main>
  );
}
