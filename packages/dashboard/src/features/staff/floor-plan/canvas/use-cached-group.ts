import type Konva from "konva";
import { type DependencyList, type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A Konva group drawn as one cached bitmap (at twice the pixel ratio, sharp when zoomed): the bitmap is
 * redrawn whenever one of `deps` (what the group shows) changes, and only then. Attach the ref to the group.
 */
export function useCachedGroup(deps: DependencyList): RefObject<Konva.Group | null> {
  const ref = useRef<Konva.Group>(null);
  useLayoutEffect(
    () => {
      const group = ref.current;
      if (!group) return;
      group.cache({ pixelRatio: 2 });
      group.getLayer()?.batchDraw();
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the bitmap shows
    deps,
  );
  return ref;
}
