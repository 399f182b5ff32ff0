import { lazy, Suspense } from "react";
import type { NoShowButtonsProps } from "./no-show-buttons.tsx";

// A second step on purpose: this module has almost no static imports, so the cards' first-visit code names
// only it (not the buttons' dozens of chunks) in its preload list.
const NoShowButtons = lazy(() => import("./no-show-buttons.tsx").then((m) => ({ default: m.NoShowButtons })));

/** `NoShowButtons` once loaded (nothing meanwhile). */
export function NoShowButtonsDeferred(props: NoShowButtonsProps) {
  return (
    <Suspense fallback={null}>
      <NoShowButtons {...props} />
    </Suspense>
  );
}
