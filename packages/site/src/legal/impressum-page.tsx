import { legalTexts } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";
import { LegalLink, MailLink } from "./legal-link.tsx";
import { LegalPage } from "./legal-page.tsx";
import { LegalSection, LegalSubsection } from "./legal-section.tsx";
import { PostalAddressLines } from "./postal-address-lines.tsx";

/** Impressum (§ 5 DDG, § 18 MStV) with every operator detail from the operator configuration (SITE_CONFIG). */
export function ImpressumPage({ cookieBannerDelayMs }: { cookieBannerDelayMs?: number }) {
  const siteConfig = useSiteConfig();
  const { company, contact, responsiblePerson, analytics } = siteConfig;
  return (
    <LegalPage title={legalTexts.imprintTitle} cookieBannerDelayMs={cookieBannerDelayMs}>
      <LegalSection title="Angaben gemäß § 5 DDG">
        <p>
          {company.name}
          <br />
          <PostalAddressLines address={company.address} />
        </p>
        <p>Vertreten durch die Geschäftsführung: {company.managingDirectors.join(", ")}</p>
        <p>
          Registergericht: {company.registerCourt}
          <br />
          Registernummer: {company.registerNumber}
        </p>
        <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>
      </LegalSection>

      <LegalSection title="Kontakt">
        <p>
          Telefon: <LegalLink href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</LegalLink>
          <br />
          E-Mail: <MailLink address={contact.email} />
        </p>
      </LegalSection>

      <LegalSection title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>
          {responsiblePerson.name}
          <br />
          <PostalAddressLines address={responsiblePerson.address} />
        </p>
      </LegalSection>

      <LegalSection title="Verbraucherstreitbeilegung">
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen. Unser Angebot richtet sich an Gastronomiebetriebe.
        </p>
      </LegalSection>

      <LegalSection title={legalTexts.imprintDisclaimerHeading}>
        <LegalSubsection title="Haftung für Inhalte">
          <p>
            Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen
            verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde
            Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit
            hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den
            allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem
            Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald wir von entsprechenden
            Rechtsverletzungen erfahren, entfernen wir diese Inhalte umgehend.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Haftung für Links">
          <p>
            Unser Angebot enthält Links zu externen Websites Dritter, etwa zu den Websites unserer
            Partner-Restaurants und zu unseren Profilen in sozialen Netzwerken. Auf deren Inhalte haben wir
            keinen Einfluss; für sie ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Die
            verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft.
            Rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Werden uns Rechtsverletzungen
            bekannt, entfernen wir derartige Links umgehend.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Urheberrecht">
          <p>
            Die durch uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen
            Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der
            Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw.
            Erstellers. Bilder und Beschreibungen der Partner-Restaurants stammen von den Restaurants selbst.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection title={legalTexts.imprintAnalyticsHeading}>
        {analytics ? (
          <p>
            Diese Website verwendet das Webanalyse-Werkzeug {analytics.name} – ausschließlich dann, wenn Sie
            im Cookie-Banner der Analyse zugestimmt haben. Einzelheiten finden Sie in unserer{" "}
            <LegalLink href="/datenschutz">Datenschutzerklärung</LegalLink>. Ihre Auswahl können Sie jederzeit
            über „Cookie-Einstellungen“ am Seitenende ändern.
          </p>
        ) : (
          <p>
            Diese Website setzt derzeit kein Webanalyse-Werkzeug ein und bindet keine Inhalte oder Skripte
            anderer Anbieter ein. Sollten wir künftig eine Analyse einsetzen, geschieht das nur mit Ihrer
            Einwilligung über das Cookie-Banner; Einzelheiten stehen dann in unserer{" "}
            <LegalLink href="/datenschutz">Datenschutzerklärung</LegalLink>.
          </p>
        )}
      </LegalSection>
    </LegalPage>
  );
}
