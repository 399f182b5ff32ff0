import { Link } from "@tanstack/react-router";
import { shellTexts } from "@tischservice/core";
import { Map as MapIcon } from "lucide-react";
import { tabPaths } from "./nav-config.tsx";

/** The round map link above the bottom bar; opens the floor plan (also in a new tab). */
export function FloatingMapButton() {
  return (
    <Link
      to={tabPaths.floorplan}
      aria-label={shellTexts.openFloorPlan}
      className="focus-ring fixed end-4 bottom-24 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/85"
    >
      <MapIcon aria-hidden="true" className="size-6" />
    </Link>
  );
}
