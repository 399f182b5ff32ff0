import { Link, type LinkProps } from "@tanstack/react-router";
import { adminMenuTexts, adminTexts } from "@tischservice/core";
import { ChartColumn, Server, Store, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminTab } from "./admin-search.ts";

export type AdminSection = AdminTab | "system";

const entries: Array<{ section: AdminSection; label: string; icon: ReactNode; link: LinkProps }> = [
  { section: "users", label: adminTexts.tabUsers, icon: <Users />, link: { to: "/admin", search: {} } },
  {
    section: "restaurants",
    label: adminTexts.tabRestaurants,
    icon: <Store />,
    link: { to: "/admin", search: { tab: "restaurants" } },
  },
  {
    section: "analytics",
    label: adminTexts.tabAnalytics,
    icon: <ChartColumn />,
    link: { to: "/admin", search: { tab: "analytics" } },
  },
  { section: "system", label: adminMenuTexts.system, icon: <Server />, link: { to: "/admin/system" } },
];

/**
 * The admin's menu as links (a new tab works, the URL names the page): Benutzer, Restaurants and Auswertungen
 * on `/admin`, System on `/admin/system`. The open one is `aria-current="page"`.
 */
export function AdminMenu({ active }: { active: AdminSection }) {
  return (
    <nav aria-label={adminMenuTexts.label} className="overflow-x-auto">
      <ul className="m-0 flex list-none gap-1 border-b border-border p-0 pb-2">
        {entries.map((entry) => (
          <li key={entry.section}>
            <Link
              {...entry.link}
              // Exact, so that Benutzer (`/admin`) is not also current on `/admin?tab=restaurants`.
              activeOptions={{ exact: true }}
              activeProps={{}}
              aria-current={entry.section === active ? "page" : undefined}
              className="focus-ring inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground no-underline transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-foreground [&_svg]:size-4"
            >
              <span aria-hidden="true">{entry.icon}</span>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
