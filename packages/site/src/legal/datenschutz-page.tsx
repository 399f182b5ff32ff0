import { legalTexts } from "@tischservice/core/texts";
import { siteConfig } from "../site-config.ts";
import { LegalPage } from "./legal-page.tsx";
import { PrivacyDataCollection } from "./privacy-data-collection.tsx";
import { PrivacyGeneral } from "./privacy-general.tsx";
import { PrivacyHosting } from "./privacy-hosting.tsx";
import { PrivacyOverview } from "./privacy-overview.tsx";
import { PrivacyServices } from "./privacy-services.tsx";

/** Datenschutz: the privacy policy with every section the spec lists. */
export function DatenschutzPage({ cookieBannerDelayMs }: { cookieBannerDelayMs?: number }) {
  return (
    <LegalPage title={legalTexts.privacyHeadline} cookieBannerDelayMs={cookieBannerDelayMs}>
      <PrivacyOverview />
      <PrivacyHosting />
      <PrivacyGeneral />
      <PrivacyDataCollection />
      <PrivacyServices />
      <p className="pt-6 text-sm text-muted-foreground">Stand: {siteConfig.privacyPolicyDate}</p>
    </LegalPage>
  );
}
