import { legalTexts } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";
import { LegalSection } from "./legal-section.tsx";
import { PostalAddressLines } from "./postal-address-lines.tsx";

/** 2. Hosting. */
export function PrivacyHosting() {
  const siteConfig = useSiteConfig();
  const { hosting } = siteConfig;
  return (
    <LegalSection title={`2. ${legalTexts.privacySections.hosting}`}>
      <p>Diese Website, die Tischservice-App und das Buchungs-Widget werden betrieben von:</p>
      <p>
        {hosting.provider}
        <br />
        <PostalAddressLines address={hosting.address} />
      </p>
      <p>
        Die Server stehen in {hosting.location}. Die personenbezogenen Daten, die auf dieser Website erfasst
        werden, werden auf diesen Servern gespeichert. Das sind insbesondere IP-Adressen, Meta- und
        Kommunikationsdaten, Kontaktanfragen, Reservierungsdaten und Zugriffe auf die Website.
      </p>
      <p>
        Die Verarbeitung erfolgt zur Erfüllung unserer Verträge mit Restaurants und Gästen (Art. 6 Abs. 1 lit.
        b DSGVO) und im Interesse einer sicheren, schnellen und effizienten Bereitstellung unseres Angebots
        (Art. 6 Abs. 1 lit. f DSGVO). Soweit ein Dienstleister für uns tätig wird, geschieht das auf Grundlage
        eines Vertrags über die Auftragsverarbeitung nach Art. 28 DSGVO und nur, soweit es zur Erfüllung
        seiner Leistungspflichten erforderlich ist.
      </p>
    </LegalSection>
  );
}
