// The prerender build's entry (`vite build --ssr`): scripts/prerender.mjs renders every page with it.
import type { Restaurant } from "@tischservice/core/schemas";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { LandingPage } from "./landing/landing-page.tsx";
import { DatenschutzPage } from "./legal/datenschutz-page.tsx";
import { ImpressumPage } from "./legal/impressum-page.tsx";
import { type BuildData, buildDataScript } from "./partners/build-data.ts";
import { type HeadOptions, renderHead, renderRobots, renderSitemap } from "./seo/head.ts";
import { type SitePage, sitePages } from "./seo/pages.ts";

export { toPartnerList } from "./api/partners-api.ts";
export { demoPartners } from "./partners/demo-partners.ts";
export { siteConfig } from "./site-config.ts";
export { assertSiteConfig } from "./site-config-check.ts";
export { renderRobots, renderSitemap, sitePages };

function element(page: SitePage, data: BuildData): ReactElement {
  switch (page.id) {
    case "landing":
      return <LandingPage initialPartners={data.partners} />;
    case "impressum":
      return <ImpressumPage />;
    case "datenschutz":
      return <DatenschutzPage />;
  }
}

export interface RenderedPage {
  /** Entries for `<head>`. */
  head: string;
  /** The app's markup, inside `#root`. */
  body: string;
  /** The build data block, after `#root` (outside what React hydrates). */
  data: string;
}

/** One page as HTML: the `<head>` entries and the app markup with the build data it hydrates from. */
export function renderPage(page: SitePage, partners: Restaurant[], options: HeadOptions = {}): RenderedPage {
  const data: BuildData = { partners: page.id === "landing" ? partners : [] };
  return {
    head: renderHead(page, options),
    body: renderToString(element(page, data)),
    data: page.id === "landing" ? buildDataScript(data) : "",
  };
}
