import { dashboardMenuLabels } from "@tischservice/core/texts";
import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  House,
  LayoutGrid,
  Map as MapIcon,
  Settings,
  UtensilsCrossed,
} from "lucide-react";
import type { NavItem } from "../domain/nav-item.ts";

/** Story fixtures: the operator's (Gastro) menu entries. Not exported from the package. */
export const navItems: NavItem[] = [
  { key: "home", label: dashboardMenuLabels.home, icon: <House /> },
  { key: "orders", label: dashboardMenuLabels.orders, icon: <ClipboardList />, badge: 3 },
  { key: "calendar", label: dashboardMenuLabels.calendar, icon: <CalendarDays /> },
  { key: "reservations", label: dashboardMenuLabels.reservations, icon: <LayoutGrid />, badge: 5 },
];

export const moreNavItems: NavItem[] = [
  { key: "floorplan", label: dashboardMenuLabels.floorplan, icon: <MapIcon /> },
  { key: "menu", label: dashboardMenuLabels.menu, icon: <UtensilsCrossed /> },
  { key: "past-reservations", label: dashboardMenuLabels["past-reservations"], icon: <ChartColumn /> },
  { key: "settings", label: dashboardMenuLabels.settings, icon: <Settings /> },
];
