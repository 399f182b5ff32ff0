import { Link, type LinkProps } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

export interface BackLinkProps {
  /** The list the page was opened from. */
  to: LinkProps["to"];
  children: string;
}

/** The quiet "back to the list" link above a detail page (a guest's profile, a reservation). */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
