/** The dashboard's root. Sign-in and the operator shell arrive with dashboard part 1. */
export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-[1400px] flex-col items-center justify-center gap-4 px-6">
      <h1 className="text-3xl font-bold">Tischservice</h1>
      <p className="text-muted-foreground">Das Dashboard für Restaurants wird gerade gebaut.</p>
      <a className="text-primary-foreground underline" href="/">
        Zur Startseite
      </a>
    </main>
  );
}
