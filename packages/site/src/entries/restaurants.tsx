import "../styles.css";
import { CookieConsentManager } from "../consent/cookie-consent.tsx";
import { CookieSettingsButton } from "../consent/cookie-settings-button.tsx";
import { SiteHeaderBar } from "../layout/site-header-bar.tsx";
import { whenIdle } from "../lib/when-idle.ts";
import { startPage } from "./start-page.tsx";

startPage(
  {
    header: SiteHeaderBar,
    // As the landing page's partner section: a chunk of its own, loaded at once, with tailwind-merge's
    // tables built in an idle task before the directory is hydrated.
    "partner-directory": {
      afterStart: () =>
        import("../partners/partner-directory-island.tsx").then(
          (module) =>
            new Promise((resolve) =>
              whenIdle(() => {
                module.preparePartners();
                resolve(module.PartnerDirectoryIsland);
              }),
            ),
        ),
    },
    "cookie-settings": CookieSettingsButton,
    "cookie-consent": CookieConsentManager,
  },
  import.meta.env.DEV
    ? () => import("../partners/restaurants-page.tsx").then(({ RestaurantsPage }) => <RestaurantsPage />)
    : undefined,
);
