import { Link } from "@tanstack/react-router";
import { shellTexts } from "@tischservice/core";
import { Map as MapIcon } from "lucide-react";
import { useScrollingDown } from "../../../lib/use-scrolling-down.ts";
import { tabPaths } from "./nav-config.tsx";

/**
 * The round map link above the bottom bar; opens the floor plan (also in a new tab). It steps aside while
 * the page scrolls down, so that it never sits on the status or the actions of the card being read, and
 * comes back on scrolling up.
 */
export function FloatingMapButton() {
  const away = useScrollingDown();
  return (
    <Link
      to={tabPaths.floorplan}
      aria-label={shellTexts.openFloorPlan}
      inert={away}
      data-away={away || undefined}
      className="focus-ring fixed end-4 bottom-24 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[translate,opacity] duration-200 hover:bg-primary/85 motion-reduce:transition-none data-away:pointer-events-none data-away:translate-y-40 data-away:opacity-0"
    >
      <MapIcon aria-hidden="true" className="size-6" />
    </Link>
  );
}
