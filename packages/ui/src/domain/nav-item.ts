import type { ReactNode } from "react";

/** An entry of the dashboard's navigation (SideNav, BottomNav and its "Mehr" sheet). */
export interface NavItem {
  /** The menu key, e.g. `calendar`. */
  key: string;
  label: string;
  /** An icon element (decorative; the label names the entry). */
  icon: ReactNode;
  /** A count shown as a badge, e.g. pending reservations. */
  badge?: number;
  /** Render as a link instead of a button. */
  href?: string;
}
