import { Link } from "@tanstack/react-router";
import { dashboardMenuLabels } from "@tischservice/core";
import type { NavItem } from "@tischservice/ui";
import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Contact,
  House,
  LayoutGrid,
  Map as MapIcon,
  PenTool,
  Receipt,
  Settings,
  UsersRound,
  UtensilsCrossed,
} from "lucide-react";
import type { ReactNode } from "react";

export type TabKey = keyof typeof dashboardMenuLabels;

/** The URL of each tab of the gastro dashboard (below `/app`). */
export const tabPaths = {
  home: "/",
  floorplan: "/floorplan",
  calendar: "/calendar",
  reservations: "/reservations",
  guests: "/guests",
  orders: "/orders",
  menu: "/menu",
  "past-reservations": "/past-reservations",
  tables: "/tables",
  subusers: "/subusers",
  settings: "/settings",
  "room-designer": "/room-designer",
} as const satisfies Record<TabKey, string>;

export type TabPath = (typeof tabPaths)[TabKey];

/** Tabs a sub-user may not open; they are sent back to home. */
export const ownerOnlyTabs: ReadonlySet<TabKey> = new Set([
  "past-reservations",
  "tables",
  "settings",
  "subusers",
  "room-designer",
]);

const icons: Record<TabKey, ReactNode> = {
  home: <House />,
  floorplan: <MapIcon />,
  calendar: <CalendarDays />,
  reservations: <ClipboardList />,
  guests: <Contact />,
  orders: <Receipt />,
  menu: <UtensilsCrossed />,
  "past-reservations": <ChartColumn />,
  tables: <LayoutGrid />,
  subusers: <UsersRound />,
  settings: <Settings />,
  "room-designer": <PenTool />,
};

/** An entry as a router link (`/app/calendar`): a real href, so it opens in a new tab too. */
function item(key: TabKey, badges: Partial<Record<TabKey, number>>): NavItem {
  const badge = badges[key];
  return {
    key,
    label: dashboardMenuLabels[key],
    icon: icons[key],
    link: <Link to={tabPaths[key]} />,
    ...(badge ? { badge } : {}),
  };
}

/** The sidebar: the first seven for everyone (Gäste after Reservierungen), then statistics, tables, sub-users, settings for owners. */
export function sideNavItems(isSubuser: boolean, badges: Partial<Record<TabKey, number>>): NavItem[] {
  const shared: TabKey[] = ["home", "floorplan", "calendar", "reservations", "guests", "orders", "menu"];
  const owner: TabKey[] = ["past-reservations", "tables", "subusers", "settings"];
  return [...shared, ...(isSubuser ? [] : owner)].map((key) => item(key, badges));
}

/** The bottom bar: home, orders, calendar, reservations (then "Mehr"). */
export function bottomNavItems(badges: Partial<Record<TabKey, number>>): NavItem[] {
  return (["home", "orders", "calendar", "reservations"] as const).map((key) => item(key, badges));
}

/** The "Weitere Optionen" sheet: guests (after the bar's Reservierungen), floorplan, menu, and for owners statistics and settings. */
export function moreSheetItems(isSubuser: boolean): NavItem[] {
  const keys: TabKey[] = isSubuser
    ? ["guests", "floorplan", "menu"]
    : ["guests", "floorplan", "menu", "past-reservations", "settings"];
  return keys.map((key) => item(key, {}));
}

/** The tab a path belongs to (`/calendar` → calendar, a guest's profile → guests), or null. */
export function tabForPath(pathname: string): TabKey | null {
  const path = pathname.replace(/^\/app(?=\/|$)/, "").replace(/\/+$/, "") || "/";
  // A guest's profile, a reservation's page and the table card belong to the tabs they are opened from.
  const tabPath =
    path === "/guests/profile"
      ? "/guests"
      : path.startsWith("/reservation/")
        ? "/reservations"
        : path.startsWith("/settings/")
          ? "/settings"
          : path;
  const entry = Object.entries(tabPaths).find(([, candidate]) => candidate === tabPath);
  return entry ? (entry[0] as TabKey) : null;
}
