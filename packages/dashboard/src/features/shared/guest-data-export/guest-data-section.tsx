import { cn } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface GuestDataSectionProps {
  /** The heading's id, naming the section for screen readers. */
  id: string;
  heading: string;
  /** The space above the rule (the customer view sets it off further). */
  className?: string;
  children: ReactNode;
}

/** The guest's own data (DSGVO) below a rule, under its heading: on the mail link's page and in the customer view. */
export function GuestDataSection({ id, heading, className, children }: GuestDataSectionProps) {
  return (
    <section className={cn("grid gap-3 border-t border-border", className)} aria-labelledby={id}>
      <h2 id={id} className="m-0 text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
