import { cn } from "@tischservice/ui";
import type { ComponentProps, ReactNode } from "react";

export interface LandingSectionProps extends Omit<ComponentProps<"section">, "title"> {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A softer background band. */
  muted?: boolean;
}

/** One anchored section of the landing page: a heading (its accessible name) and a lead line. */
export function LandingSection({
  id,
  title,
  lead,
  muted = false,
  className,
  children,
  ...props
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-16 px-4 py-16 md:px-6 md:py-24", muted && "bg-muted/60", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl gap-10">
        <header className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          {lead ? <p className="text-lg text-muted-foreground text-pretty">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
