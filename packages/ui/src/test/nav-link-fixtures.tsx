import type { ComponentProps } from "react";
import type { NavItem } from "../domain/nav-item.ts";
import { moreNavItems, navItems } from "./nav-fixtures.tsx";

/**
 * Stands in for a router's link in stories and tests: a real `<a href>` that handles a plain click itself
 * (as a router does), so the page stays. Its content comes from the nav entry it is slotted into.
 */
export function StandInLink({ href, children, onClick, ...props }: ComponentProps<"a">) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const paths: Record<string, string> = {
  home: "/app/",
  orders: "/app/orders",
  calendar: "/app/calendar",
  reservations: "/app/reservations",
  floorplan: "/app/floorplan",
  menu: "/app/menu",
  "past-reservations": "/app/past-reservations",
  settings: "/app/settings",
};

const withLink = (item: NavItem): NavItem => ({
  ...item,
  link: <StandInLink href={paths[item.key] ?? "/app/"} />,
});

/** The same entries as links (the dashboard passes its router's `<Link>`). */
export const navLinkItems: NavItem[] = navItems.map(withLink);
export const moreNavLinkItems: NavItem[] = moreNavItems.map(withLink);
