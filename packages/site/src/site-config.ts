/**
 * Everything about the operator of this website, in one place: the Impressum, the privacy policy, the
 * footer, the structured data, the canonical URLs and the optional analytics script read it from here.
 *
 * The values come from the operator's JSON file named by `SITE_CONFIG` at build time (`vite.config.ts`
 * puts it into both builds, `scripts/prerender.mjs` validates it with core's `siteConfigSchema`). Without
 * that file the site shows the demo operator of `@tischservice/core/demo`, marked as sample data on the
 * legal pages. Components read it through `useSiteConfig()` so that stories and tests can pass another.
 */
import { demoSiteConfig } from "@tischservice/core/demo";
import type { PostalAddress, SiteConfig } from "@tischservice/core/schemas";

export type {
  AnalyticsConfig,
  PostalAddress,
  SiteConfig,
  SocialLink,
} from "@tischservice/core/schemas";

/** Set by `vite.config.ts` from the `SITE_CONFIG` file; undefined in tests and without the file. */
declare const __TISCHSERVICE_SITE_CONFIG__: SiteConfig | undefined;

export const siteConfig: SiteConfig =
  typeof __TISCHSERVICE_SITE_CONFIG__ === "undefined" ? demoSiteConfig : __TISCHSERVICE_SITE_CONFIG__;

/** One line: "Torstraße 140, 10119 Berlin". */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}
