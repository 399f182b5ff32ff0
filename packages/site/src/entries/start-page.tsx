import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import * as z from "zod/mini";
import { hydrateIslands, type IslandRegistry } from "../islands/hydrate-islands.tsx";

/**
 * Starts a page: the prerendered page gets its islands hydrated, nothing else. The dev server's page has
 * no prerendered HTML, so there the whole page is rendered in the browser (`devPage`, which the entries
 * pass only under `import.meta.env.DEV`, so that the production build has no chunk of the whole page).
 */
export function startPage(islands: IslandRegistry, devPage?: () => Promise<ReactNode>): void {
  // The pages' Content-Security-Policy allows no eval: without this, zod's first object schema (built when an
  // island loads the demo form's or a restaurant's schemas) probes `new Function`, and although zod catches
  // the refusal, the browser reports a violation. Parsing works the same without compiled parsers.
  z.config({ jitless: true });
  const root = document.getElementById("root");
  if (!root) throw new Error("#root fehlt");
  if (devPage && !root.firstElementChild) {
    void devPage().then((page) => createRoot(root).render(page));
    return;
  }
  hydrateIslands(islands, root);
}
