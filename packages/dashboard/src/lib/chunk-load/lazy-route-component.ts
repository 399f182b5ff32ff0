import { lazyRouteComponent as lazyRouteComponentWithoutLimits } from "@tanstack/react-router";
import { loadChunk } from "./load-chunk.ts";

/**
 * TanStack Router's `lazyRouteComponent` with the required chunk limits (docs/requirements.md#timings): a
 * failed chunk is tried once more, a stalled one gives up after 120 s. Either way the route's error view shows
 * "Neu laden" (a `ChunkLoadError`, which the router does not answer with a silent page reload).
 */
export const lazyRouteComponent: typeof lazyRouteComponentWithoutLimits = (importer, exportName) =>
  lazyRouteComponentWithoutLimits(() => loadChunk(importer), exportName);
