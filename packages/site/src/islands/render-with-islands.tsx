import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  type IslandCollector,
  IslandCollectorContext,
  islandIdPrefix,
  islandPlaceholder,
} from "./island.tsx";

/**
 * Renders a page to HTML for the prerender: the page first, with each island left as a placeholder, then
 * every island on its own, as the browser hydrates it (its own root and id prefix, so `useId` agrees).
 */
export function renderWithIslands(page: ReactElement): string {
  const islands: IslandCollector = new Map();
  let html = renderToString(
    <IslandCollectorContext.Provider value={islands}>{page}</IslandCollectorContext.Provider>,
  );
  for (const [name, element] of islands) {
    const placeholder = islandPlaceholder(name);
    if (!html.includes(placeholder)) throw new Error(`Insel ${name}: Platzhalter fehlt`);
    const island = renderToString(element, { identifierPrefix: islandIdPrefix(name) });
    html = html.replace(placeholder, () => island);
  }
  return html;
}
