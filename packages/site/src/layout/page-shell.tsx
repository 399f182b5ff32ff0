import type { ReactNode } from "react";
import { CookieConsentManager } from "../consent/cookie-consent.tsx";
import { Island } from "../islands/island.tsx";
import { siteOwnTexts } from "../texts.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export interface PageShellProps {
  onLanding: boolean;
  /** The landing page's section ids (the header marks the one in view). */
  sections?: readonly string[];
  children: ReactNode;
  /** Cookie banner delay (tests and stories); defaults to 1 s after load (docs/requirements.md#timings). */
  cookieBannerDelayMs?: number;
}

/** Skip link, top bar, the page's main content, footer and the cookie banner (an island of its own). */
export function PageShell({ onLanding, sections, children, cookieBannerDelayMs }: PageShellProps) {
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-md bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {siteOwnTexts.skipToContent}
      </a>
      <SiteHeader onLanding={onLanding} {...(sections ? { sections } : {})} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter onLanding={onLanding} />
      <Island
        name="cookie-consent"
        component={CookieConsentManager}
        props={cookieBannerDelayMs === undefined ? {} : { delayMs: cookieBannerDelayMs }}
      />
    </>
  );
}
