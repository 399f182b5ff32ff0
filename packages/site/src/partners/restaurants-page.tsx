import { siteTexts } from "@tischservice/core/texts";
import { Island } from "../islands/island.tsx";
import { PageShell } from "../layout/page-shell.tsx";
import { siteOwnTexts } from "../texts.ts";
import { PartnerDirectoryIsland } from "./partner-directory-island.tsx";

export interface RestaurantsPageProps {
  cookieBannerDelayMs?: number;
}

/**
 * `/restaurants`: every partner restaurant, with search. Static HTML except its islands: the header, the
 * directory (search, live list, detail modal, booking widget) and the cookie consent.
 */
export function RestaurantsPage({ cookieBannerDelayMs }: RestaurantsPageProps) {
  return (
    <PageShell onLanding={false} cookieBannerDelayMs={cookieBannerDelayMs}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:px-6 md:py-16">
        <header className="grid max-w-2xl gap-3">
          <h1 className="m-0 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {siteTexts.partners.heading}
          </h1>
          <p className="m-0 text-lg text-muted-foreground text-pretty">{siteOwnTexts.directoryLead}</p>
        </header>
        <Island name="partner-directory" component={PartnerDirectoryIsland} props={{}} />
      </div>
    </PageShell>
  );
}
