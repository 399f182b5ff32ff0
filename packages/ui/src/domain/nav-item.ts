import type { ReactElement, ReactNode } from "react";

/** An entry of the dashboard's navigation (SideNav, BottomNav and its "Mehr" sheet). */
export interface NavItem {
  /** The menu key, e.g. `calendar`. */
  key: string;
  label: string;
  /** An icon element (decorative; the label names the entry). */
  icon: ReactNode;
  /** A count shown as a badge, e.g. pending reservations. */
  badge?: number;
  /** Render as a plain link (`<a href>`) instead of a button. */
  href?: string;
  /**
   * Render as this element instead (Radix Slot, the `asChild` pattern), e.g. a router's
   * `<Link to="/calendar" />`. It receives the entry's class, content, `aria-current` and click handler,
   * and must render an `<a href>` so that middle-click and "open in new tab" work.
   */
  link?: ReactElement;
}
