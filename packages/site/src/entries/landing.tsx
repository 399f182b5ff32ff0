import "../styles.css";
import { createRoot } from "react-dom/client";
import { CookieConsentManager } from "../consent/cookie-consent.tsx";
import { CookieSettingsButton } from "../consent/cookie-settings-button.tsx";
import { SiteHeaderBar } from "../layout/site-header-bar.tsx";
import { isStandalone, onStandaloneChange } from "../lib/use-standalone.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { startPage } from "./start-page.tsx";

/** In the installed app the landing page gives way to the Mobile Version card, as the product requires. */
function showMobileVersionCard() {
  const root = document.getElementById("root");
  if (!root) return;
  void import("../landing/mobile-version-card.tsx").then(({ MobileVersionCard }) => {
    root.replaceChildren();
    createRoot(root).render(<MobileVersionCard />);
  });
}

if (isStandalone()) showMobileVersionCard();
else {
  startPage(
    {
      header: SiteHeaderBar,
      // Its cards and loading state use ui's `cn` (tailwind-merge): a chunk of its own, loaded at once;
      // tailwind-merge's tables are built in an idle task before the section is hydrated.
      partners: {
        afterStart: () =>
          import("../landing/partners-island.tsx").then(
            (module) =>
              new Promise((resolve) =>
                whenIdle(() => {
                  module.preparePartners();
                  resolve(module.PartnersIsland);
                }),
              ),
          ),
      },
      "demo-form": {
        whenVisible: () =>
          import("../demo-form/demo-request-form.tsx").then((module) => module.DemoRequestForm),
      },
      "cookie-settings": CookieSettingsButton,
      "cookie-consent": CookieConsentManager,
    },
    import.meta.env.DEV
      ? () => import("../landing/landing-page.tsx").then(({ LandingPage }) => <LandingPage />)
      : undefined,
  );
  const stop = onStandaloneChange((standalone) => {
    if (!standalone) return;
    stop();
    showMobileVersionCard();
  });
}
