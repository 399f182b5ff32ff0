import { cn } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface TextAlternativeSectionProps {
  /** The heading's id (end-to-end tests find the section by it). */
  headingId: string;
  title: string;
  /** A line under the heading (e.g. the keyboard keys). */
  hint?: ReactNode;
  /** Shown instead of the list when there is nothing to list. */
  emptyText: string;
  empty: boolean;
  className?: string;
  children: ReactNode;
}

/** A section of a canvas's text alternative: its heading, an optional hint, the empty note, the list. */
export function TextAlternativeSection({
  headingId,
  title,
  hint,
  emptyText,
  empty,
  className,
  children,
}: TextAlternativeSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-2", className)}>
      <h2 id={headingId} className="m-0 text-base font-semibold">
        {title}
      </h2>
      {hint ? <p className="m-0 text-xs text-muted-foreground">{hint}</p> : null}
      {empty ? <p className="m-0 text-sm text-muted-foreground">{emptyText}</p> : null}
      {children}
    </section>
  );
}
