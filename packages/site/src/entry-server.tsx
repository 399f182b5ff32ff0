// The prerender build's entry (`vite build --ssr`): scripts/prerender.mjs renders every page with it.
import type { ReactElement } from "react";
import { renderWithIslands } from "./islands/render-with-islands.tsx";
import { LandingPage } from "./landing/landing-page.tsx";
import { AgbPage } from "./legal/agb-page.tsx";
import { DatenschutzPage } from "./legal/datenschutz-page.tsx";
import { ImpressumPage } from "./legal/impressum-page.tsx";
import { RestaurantsPage } from "./partners/restaurants-page.tsx";
import { type HeadOptions, renderHead, renderRobots, renderSitemap } from "./seo/head.ts";
import { type SitePage, sitePages } from "./seo/pages.ts";

export { siteConfig } from "./site-config.ts";
export { assertSiteConfig } from "./site-config-check.ts";
export { renderRobots, renderSitemap, sitePages };

function element(page: SitePage): ReactElement {
  switch (page.id) {
    case "landing":
      // The partner section is prerendered in its loading state; the browser asks for the live list.
      return <LandingPage />;
    case "impressum":
      return <ImpressumPage />;
    case "datenschutz":
      return <DatenschutzPage />;
    case "agb":
      return <AgbPage />;
    case "restaurants":
      // Like the landing page's partner section: loading, the browser asks for the live list.
      return <RestaurantsPage />;
  }
}

export interface RenderedPage {
  /** Entries for `<head>`. */
  head: string;
  /** The page's markup, inside `#root`: static HTML with its islands (`data-island`) rendered in place. */
  body: string;
}

/** One page as HTML: the `<head>` entries and the app markup. */
export function renderPage(page: SitePage, options: HeadOptions = {}): RenderedPage {
  return { head: renderHead(page, options), body: renderWithIslands(element(page)) };
}
