import { CookieConsentManager } from "../consent/cookie-consent.tsx";
import { CookieSettingsButton } from "../consent/cookie-settings-button.tsx";
import type { IslandRegistry } from "../islands/hydrate-islands.tsx";
import { SiteHeaderBar } from "../layout/site-header-bar.tsx";

/** The islands of Impressum and Datenschutz: the top bar, the footer's cookie settings, the cookie banner. */
export const legalIslands: IslandRegistry = {
  header: SiteHeaderBar,
  "cookie-settings": CookieSettingsButton,
  "cookie-consent": CookieConsentManager,
};
