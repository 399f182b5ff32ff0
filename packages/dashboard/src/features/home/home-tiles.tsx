import { homeTexts } from "@tischservice/core";
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
import type { TabKey } from "../shell/nav-config.tsx";

const tiles: Array<{ key: TabKey; label: string; icon: ReactNode; owner: boolean }> = [
  { key: "calendar", label: homeTexts.tileCalendar, icon: <CalendarDays />, owner: false },
  { key: "floorplan", label: homeTexts.tileFloorPlan, icon: <MapIcon />, owner: false },
  { key: "menu", label: homeTexts.tileMenu, icon: <UtensilsCrossed />, owner: false },
  { key: "tables", label: homeTexts.tileTables, icon: <LayoutGrid />, owner: true },
  { key: "room-designer", label: homeTexts.tileRoomDesigner, icon: <PenTool />, owner: true },
  { key: "past-reservations", label: homeTexts.tileStatistics, icon: <ChartColumn />, owner: true },
  { key: "settings", label: homeTexts.tileSettings, icon: <Settings />, owner: true },
];

/** The tile grid: seven tabs for owners, Kalender, Tischkarte and Menü for sub-users. */
export function HomeTiles({ isSubuser, onOpen }: { isSubuser: boolean; onOpen: (key: TabKey) => void }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 xl:grid-cols-4">
      {tiles
        .filter((tile) => !isSubuser || !tile.owner)
        .map((tile) => (
          <li key={tile.key}>
            <button
              type="button"
              onClick={() => onOpen(tile.key)}
              className="focus-ring flex h-full min-h-24 w-full cursor-pointer flex-col items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 text-start font-medium shadow-xs transition-colors hover:bg-accent [&_svg]:size-6 [&_svg]:text-primary-strong"
            >
              <span aria-hidden="true">{tile.icon}</span>
              {tile.label}
            </button>
          </li>
        ))}
    </ul>
  );
}
