import { Link } from "@tanstack/react-router";
import { tablesTexts } from "@tischservice/core";
import { cn } from "@tischservice/ui";

const linkClass =
  "focus-ring inline-flex h-full items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground";
const activeClass = "bg-card text-foreground shadow-sm";

/** The two sub-tabs of the tables tab: Tischverwaltung (`/tables`) and Raum-Designer (`/room-designer`). */
export function TablesSubTabs({ active }: { active: "management" | "designer" }) {
  return (
    <nav aria-label={tablesTexts.subTabsLabel}>
      <ul className="m-0 inline-flex h-10 list-none items-center gap-1 rounded-lg bg-muted p-1">
        <li className="h-full">
          <Link
            to="/tables"
            className={cn(linkClass, active === "management" && activeClass)}
            aria-current={active === "management" ? "page" : undefined}
          >
            {tablesTexts.tabManagement}
          </Link>
        </li>
        <li className="h-full">
          <Link
            to="/room-designer"
            className={cn(linkClass, active === "designer" && activeClass)}
            aria-current={active === "designer" ? "page" : undefined}
          >
            {tablesTexts.tabRoomDesigner}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
