import { legalTexts } from "@tischservice/core/texts";
import { LegalSection, LegalSubsection } from "./legal-section.tsx";

/** 1. Datenschutz auf einen Blick. */
export function PrivacyOverview() {
  return (
    <LegalSection title={`1. ${legalTexts.privacySections.overview}`}>
      <LegalSubsection title="Allgemeine Hinweise">
        <p>
          Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen
          Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen
          Sie persönlich identifiziert werden können. Ausführliche Informationen finden Sie in den folgenden
          Abschnitten dieser Datenschutzerklärung.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Wer ist verantwortlich für die Datenerfassung auf dieser Website?">
        <p>
          Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber. Dessen Kontaktdaten
          finden Sie im Abschnitt „Hinweis zur verantwortlichen Stelle“ dieser Datenschutzerklärung und im
          Impressum.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Wie erfassen wir Ihre Daten?">
        <p>
          Zum einen werden Ihre Daten dadurch erhoben, dass Sie uns diese mitteilen – etwa wenn Sie das
          Formular für einen Demo-Termin ausfüllen oder uns eine E-Mail schreiben. Andere Daten werden beim
          Besuch der Website automatisch durch unsere IT-Systeme erfasst. Das sind vor allem technische Daten
          wie Browser, Betriebssystem oder Uhrzeit des Seitenaufrufs.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Wofür nutzen wir Ihre Daten?">
        <p>
          Ein Teil der Daten wird erhoben, um eine fehlerfreie Bereitstellung der Website zu gewährleisten.
          Die Angaben im Demo-Formular verwenden wir, um mit Ihnen einen Termin zu vereinbaren. Daten, die Sie
          bei einer Tischreservierung über das Buchungs-Widget angeben, verwenden wir für die Reservierung
          beim jeweiligen Restaurant.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Welche Rechte haben Sie bezüglich Ihrer Daten?">
        <p>
          Sie haben jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck Ihrer
          gespeicherten personenbezogenen Daten zu erhalten. Sie haben außerdem ein Recht, die Berichtigung
          oder Löschung dieser Daten zu verlangen. Wenn Sie eine Einwilligung erteilt haben, können Sie diese
          jederzeit für die Zukunft widerrufen. Außerdem haben Sie das Recht, unter bestimmten Umständen die
          Einschränkung der Verarbeitung Ihrer Daten zu verlangen, und ein Beschwerderecht bei der zuständigen
          Aufsichtsbehörde. Hierzu sowie zu weiteren Fragen zum Datenschutz können Sie sich jederzeit an uns
          wenden.
        </p>
      </LegalSubsection>
    </LegalSection>
  );
}
