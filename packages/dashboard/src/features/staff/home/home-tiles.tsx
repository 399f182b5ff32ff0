import { Link } from "@tanstack/react-router";
import { homeTexts } from "@tischservice/core";
import { NavTile } from "@tischservice/ui";
import {
  CalendarDays,
  ChartColumn,
  LayoutGrid,
  Map as MapIcon,
  PenTool,
  Settings,
  UtensilsCrossed,
} from "lucide-react";
import type { ReactNode } from "react";
import { type TabKey, tabPaths } from "../shell/nav-config.tsx";

const tiles: Array<{ key: TabKey; label: string; icon: ReactNode; owner: boolean }> = [
  { key: "calendar", label: homeTexts.tileCalendar, icon: <CalendarDays />, owner: false },
  { key: "floorplan", label: homeTexts.tileFloorPlan, icon: <MapIcon />, owner: false },
  { key: "menu", label: homeTexts.tileMenu, icon: <UtensilsCrossed />, owner: false },
  { key: "tables", label: homeTexts.tileTables, icon: <LayoutGrid />, owner: true },
  { key: "room-designer", label: homeTexts.tileRoomDesigner, icon: <PenTool />, owner: true },
  { key: "past-reservations", label: homeTexts.tileStatistics, icon: <ChartColumn />, owner: true },
  { key: "settings", label: homeTexts.tileSettings, icon: <Settings />, owner: true },
];

/** The tile grid, router links: seven tabs for owners, Kalender, Tischkarte and Menü for sub-users. */
export function HomeTiles({ isSubuser }: { isSubuser: boolean }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 xl:grid-cols-4">
      {tiles
        .filter((tile) => !isSubuser || !tile.owner)
        .map((tile) => (
          <li key={tile.key}>
            <NavTile asChild icon={tile.icon}>
              <Link to={tabPaths[tile.key]}>{tile.label}</Link>
            </NavTile>
          </li>
        ))}
    </ul>
  );
}
