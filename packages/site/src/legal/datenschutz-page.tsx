import { legalTexts } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";
import { LegalPage } from "./legal-page.tsx";
import { PrivacyDataCollection } from "./privacy-data-collection.tsx";
import { PrivacyGeneral } from "./privacy-general.tsx";
import { PrivacyHosting } from "./privacy-hosting.tsx";
import { PrivacyOverview } from "./privacy-overview.tsx";
import { PrivacyServices } from "./privacy-services.tsx";

/** Datenschutz: the privacy policy with every required section (docs/requirements.md#public-site). */
export function DatenschutzPage({ cookieBannerDelayMs }: { cookieBannerDelayMs?: number }) {
  const siteConfig = useSiteConfig();
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
