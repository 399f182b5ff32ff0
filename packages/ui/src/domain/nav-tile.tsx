import { Slot } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface NavTileProps extends ComponentProps<"a"> {
  /** An icon element (decorative; the label names the tile). */
  icon: ReactNode;
  /**
   * Render the single child element instead of an `<a>` (Radix Slot), e.g. a router's
   * `<Link to="/calendar">Kalender</Link>`; it must render an `<a href>`.
   */
  asChild?: boolean;
}

/** A large link tile of the dashboard's home page: icon above the label, opens a page. */
export function NavTile({ icon, asChild = false, className, children, ...props }: NavTileProps) {
  const Comp = asChild ? Slot.Root : "a";
  return (
    <Comp
      data-slot="nav-tile"
      className={cn(
        "focus-ring flex h-full min-h-24 w-full cursor-pointer flex-col items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 text-start font-medium text-card-foreground no-underline shadow-xs transition-colors hover:bg-accent [&_svg]:size-6 [&_svg]:text-primary-strong",
        className,
      )}
      {...props}
    >
      <span aria-hidden="true">{icon}</span>
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}
