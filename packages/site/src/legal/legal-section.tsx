import type { ReactNode } from "react";

/** A numbered part of a legal text: an h2 with its paragraphs. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 pt-6">
      <h2 className="m-0 text-2xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** A sub-heading inside a legal section. */
export function LegalSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 pt-2">
      <h3 className="m-0 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}
