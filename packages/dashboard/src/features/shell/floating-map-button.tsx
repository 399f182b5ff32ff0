import { shellTexts } from "@tischservice/core";
import { Map as MapIcon } from "lucide-react";

/** The round map button above the bottom bar; opens the floor plan. */
export function FloatingMapButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={shellTexts.openFloorPlan}
      onClick={onClick}
      className="focus-ring fixed end-4 bottom-24 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/85"
    >
      <MapIcon aria-hidden="true" className="size-6" />
    </button>
  );
}
