import { lazy, Suspense } from "react";
import type { SeatingButtonsProps } from "./seating-buttons.tsx";

// A second step on purpose (as the no-show buttons): this module has almost no static imports, so the
// cards' first-visit code names only it in its preload list, not the buttons' and the mutation's chunks.
const SeatingButtons = lazy(() =>
  import("./seating-buttons.tsx").then((m) => ({ default: m.SeatingButtons })),
);

/** `SeatingButtons` once loaded (nothing meanwhile). */
export function SeatingButtonsDeferred(props: SeatingButtonsProps) {
  return (
    <Suspense fallback={null}>
      <SeatingButtons {...props} />
    </Suspense>
  );
}
