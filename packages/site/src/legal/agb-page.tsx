import { legalTexts } from "@tischservice/core/texts";
import { formatAddress } from "../site-config.ts";
import { useSiteConfig } from "../site-config-context.ts";
import { LegalLink, MailLink } from "./legal-link.tsx";
import { LegalPage } from "./legal-page.tsx";
import { LegalSection } from "./legal-section.tsx";

/**
 * The platform's terms for restaurants (AGB), which the registration form asks to accept. Every party, place
 * and address comes from the operator configuration (SITE_CONFIG), like the Impressum's; the offer is for
 * businesses only, so the text needs no consumer withdrawal rules.
 */
export function AgbPage({ cookieBannerDelayMs }: { cookieBannerDelayMs?: number }) {
  const { company, contact, origin, termsDate, privacyPolicyDate } = useSiteConfig();
  const provider = `${company.name}, ${formatAddress(company.address)}`;
  return (
    <LegalPage title={legalTexts.termsTitle} cookieBannerDelayMs={cookieBannerDelayMs}>
      <LegalSection title="§ 1 Geltungsbereich">
        <p>
          Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Nutzung der Plattform
          Tischservice ({origin}) zwischen der {provider} („Anbieter“) und Gastronomiebetrieben
          („Restaurant“).
        </p>
        <p>
          Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB. Abweichende
          Bedingungen des Restaurants gelten nur, wenn der Anbieter ihnen schriftlich zustimmt.
        </p>
      </LegalSection>

      <LegalSection title="§ 2 Leistungen">
        <p>
          Der Anbieter stellt dem Restaurant für die Dauer des Vertrags eine Software zur Verwaltung von
          Reservierungen im Internet bereit: das Dashboard für das Restaurant und seine Mitarbeiter, das
          Buchungs-Widget für die Website des Restaurants, Benachrichtigungen per E-Mail und Push sowie die
          weiteren im Dashboard beschriebenen Funktionen im Umfang des gewählten Tarifs.
        </p>
        <p>
          Verträge über Reservierungen kommen ausschließlich zwischen dem Restaurant und seinen Gästen
          zustande. Der Anbieter vermittelt die Reservierung technisch und wird nicht Vertragspartei.
        </p>
      </LegalSection>

      <LegalSection title="§ 3 Registrierung und Vertragsschluss">
        <p>
          Der Vertrag kommt mit der Registrierung des Restaurants und der Bestätigung seiner E-Mail-Adresse
          zustande. Das Restaurant sorgt dafür, dass seine Angaben vollständig und richtig sind, und hält
          seine Zugangsdaten und die seiner Mitarbeiter geheim.
        </p>
      </LegalSection>

      <LegalSection title="§ 4 Preise und Zahlung">
        <p>
          Es gelten die bei Vertragsschluss auf <LegalLink href="/#pricing">unserer Website</LegalLink>{" "}
          genannten Preise zuzüglich der gesetzlichen Umsatzsteuer. Einrichtungsgebühren fallen nicht an. Die
          Vergütung ist für den gewählten Abrechnungszeitraum (Monat oder Jahr) im Voraus fällig.
        </p>
      </LegalSection>

      <LegalSection title="§ 5 Pflichten des Restaurants">
        <p>
          Das Restaurant ist für die Inhalte verantwortlich, die es auf der Plattform veröffentlicht
          (Restaurantdaten, Bilder, Speisekarte, Öffnungszeiten), und stellt sicher, dass sie keine Rechte
          Dritter verletzen. Es beantwortet Reservierungen und Anfragen seiner Gäste selbst.
        </p>
      </LegalSection>

      <LegalSection title="§ 6 Datenschutz und Auftragsverarbeitung">
        <p>
          Für die Daten seiner Gäste ist das Restaurant Verantwortlicher im Sinne der DSGVO; der Anbieter
          verarbeitet sie in seinem Auftrag nach Art. 28 DSGVO. Der Vertrag zur Auftragsverarbeitung ist
          Bestandteil dieser Bedingungen und wird auf Anfrage an <MailLink address={contact.email} /> auch
          gesondert unterzeichnet. Einzelheiten stehen in unserer{" "}
          <LegalLink href="/datenschutz">Datenschutzerklärung</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="§ 7 Verfügbarkeit">
        <p>
          Der Anbieter bemüht sich um eine möglichst unterbrechungsfreie Erreichbarkeit der Plattform.
          Wartungsarbeiten kündigt er, soweit möglich, vorher an und legt sie in Zeiten geringer Nutzung.
        </p>
      </LegalSection>

      <LegalSection title="§ 8 Haftung">
        <p>
          Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von
          Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger
          Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren
          Schaden begrenzt; im Übrigen ist sie bei leichter Fahrlässigkeit ausgeschlossen.
        </p>
      </LegalSection>

      <LegalSection title="§ 9 Laufzeit und Kündigung">
        <p>
          Der Vertrag läuft auf unbestimmte Zeit und ist jederzeit zum Ende des bezahlten Abrechnungszeitraums
          kündbar, in Textform oder im Dashboard. Das Recht zur außerordentlichen Kündigung bleibt unberührt.
          Nach dem Vertragsende kann das Restaurant seine Daten noch 30 Tage exportieren; danach werden sie
          gelöscht, soweit keine gesetzliche Pflicht zur Aufbewahrung besteht.
        </p>
      </LegalSection>

      <LegalSection title="§ 10 Änderungen dieser Bedingungen">
        <p>
          Änderungen teilt der Anbieter dem Restaurant mindestens sechs Wochen vor ihrem Inkrafttreten in
          Textform mit. Widerspricht das Restaurant nicht bis dahin, gelten sie als angenommen; auf diese
          Folge weist der Anbieter in der Mitteilung hin. Bei einem Widerspruch kann jede Seite den Vertrag
          zum Inkrafttreten der Änderung kündigen.
        </p>
      </LegalSection>

      <LegalSection title="§ 11 Schlussbestimmungen">
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gerichtsstand
          ist, soweit gesetzlich zulässig, {company.address.city}. Sollte eine Bestimmung unwirksam sein,
          bleibt der Vertrag im Übrigen wirksam.
        </p>
      </LegalSection>

      <p className="pt-6 text-sm text-muted-foreground">Stand: {termsDate ?? privacyPolicyDate}</p>
    </LegalPage>
  );
}
