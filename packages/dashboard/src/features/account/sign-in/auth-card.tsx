import type { ReactNode } from "react";

/** The centred card of the sign-in, forgot- and reset-password screens. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted/40 px-4 py-10 sm:items-center">
      <div className="grid w-full max-w-md gap-6 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-lg sm:p-8">
        {children}
      </div>
    </main>
  );
}
