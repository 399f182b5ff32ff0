import { legalTexts } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";
import { LegalSection, LegalSubsection } from "./legal-section.tsx";

/** 5. Soziale Medien, 6. Newsletter, 7. Plugins und Tools. */
export function PrivacyServices() {
  const siteConfig = useSiteConfig();
  const { analytics } = siteConfig;
  return (
    <>
      <LegalSection title={`5. ${legalTexts.privacySections.socialMedia}`}>
        <p>
          Wir verlinken am Seitenende auf unsere Profile in sozialen Netzwerken (
          {siteConfig.social.map((link) => link.label).join(", ")}). Es handelt sich um einfache Links: Diese
          Website bindet keine Plugins, Schaltflächen oder Skripte der Netzwerke ein, und beim Besuch unserer
          Seiten werden keine Daten an die Netzwerke übertragen. Erst wenn Sie einem Link folgen, gelten die
          Datenschutzbestimmungen des jeweiligen Netzwerks.
        </p>
      </LegalSection>
      <LegalSection title={`6. ${legalTexts.privacySections.newsletter}`}>
        <p>
          Wir versenden keinen Newsletter. E-Mails erhalten Sie von uns nur im Zusammenhang mit Ihrer
          Demo-Anfrage, Ihrer Reservierung oder Ihrem Benutzerkonto (etwa zum Zurücksetzen des Passworts).
        </p>
      </LegalSection>
      <LegalSection title={`7. ${legalTexts.privacySections.plugins}`}>
        <LegalSubsection title="Videos">
          <p>
            Diese Website bettet keine Videos von Plattformen wie YouTube oder Vimeo ein; beim Besuch werden
            daher keine Daten an Videoportale übertragen.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Schriftarten">
          <p>
            Die Schriftart „Inter“ wird lokal von unserem eigenen Server geladen. Eine Verbindung zu Servern
            von Google oder anderen Schriftanbietern findet nicht statt.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Karten">
          <p>
            Wir binden keine Kartendienste wie Google Maps oder OpenStreetMap ein. Die Adressen der
            Restaurants werden als Text angezeigt.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Webanalyse">
          {analytics ? (
            <p>
              Mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG) setzen wir das
              Webanalyse-Werkzeug {analytics.name} ein. Es wird erst geladen, nachdem Sie im Cookie-Banner der
              Analyse zugestimmt haben. Betrieben wird es von {analytics.processor}. Die erhobenen Daten
              werden {analytics.retention} gespeichert. Sie können Ihre Einwilligung jederzeit über
              „Cookie-Einstellungen“ am Seitenende widerrufen.
            </p>
          ) : (
            <p>
              Diese Website setzt kein Webanalyse-Werkzeug ein. Auch wenn Sie im Cookie-Banner der Analyse
              oder dem Marketing zustimmen, werden derzeit keine Analyse- oder Marketingdienste geladen.
              Sollte sich das ändern, passen wir diese Datenschutzerklärung vorher an.
            </p>
          )}
        </LegalSubsection>
      </LegalSection>
    </>
  );
}
