import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { hydrateIslands, type IslandRegistry } from "../islands/hydrate-islands.tsx";

/**
 * Starts a page: the prerendered page gets its islands hydrated, nothing else. The dev server's page has
 * no prerendered HTML, so there the whole page is rendered in the browser (`devPage`, which the entries
 * pass only under `import.meta.env.DEV`, so that the production build has no chunk of the whole page).
 */
export function startPage(islands: IslandRegistry, devPage?: () => Promise<ReactNode>): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root fehlt");
  if (devPage && !root.firstElementChild) {
    void devPage().then((page) => createRoot(root).render(page));
    return;
  }
  hydrateIslands(islands, root);
}
