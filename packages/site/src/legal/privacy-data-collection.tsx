import { legalTexts } from "@tischservice/core/texts";
import { consentStorageKey } from "../consent/consent-storage.ts";
import { LegalSection, LegalSubsection } from "./legal-section.tsx";

/** 4. Datenerfassung auf dieser Website. */
export function PrivacyDataCollection() {
  return (
    <LegalSection title={`4. ${legalTexts.privacySections.dataCollection}`}>
      <LegalSubsection title="Cookies und lokaler Speicher">
        <p>
          Diese Website setzt für Besucherinnen und Besucher keine Cookies. Ihre Auswahl im Cookie-Banner
          speichern wir im lokalen Speicher Ihres Browsers (Eintrag „{consentStorageKey}“ mit den Angaben
          essenziell, Analyse und Marketing), damit das Banner nicht bei jedem Besuch erneut erscheint. Dieser
          Eintrag ist technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. c DSGVO) und bleibt,
          bis Sie ihn in Ihrem Browser löschen. Sie können Ihre Auswahl jederzeit über „Cookie-Einstellungen“
          am Seitenende ändern.
        </p>
        <p>
          Wenn Sie sich in der Tischservice-App anmelden, setzen wir ein technisch notwendiges Sitzungs-Cookie
          (httpOnly), das Sie angemeldet hält – bis Sie den Browser schließen oder, wenn Sie „Angemeldet
          bleiben“ wählen, für 30 Tage. Es enthält kein Passwort.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Server-Log-Dateien">
        <p>
          Der Server erhebt und speichert automatisch Informationen in Server-Log-Dateien, die Ihr Browser
          übermittelt: die Art der Anfrage, die aufgerufene Seite (ohne Suchparameter und ohne Inhalte von
          Formularen), den Antwortstatus, die Dauer der Bearbeitung und die Uhrzeit der Anfrage. Zur Abwehr
          von Missbrauch, etwa zu vieler Anmelde- oder Anfrageversuche, wird Ihre IP-Adresse kurzzeitig im
          Arbeitsspeicher des Servers verarbeitet. Eine Zusammenführung dieser Daten mit anderen Datenquellen
          wird nicht vorgenommen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse
          liegt in der technisch fehlerfreien und sicheren Bereitstellung der Website.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Demo-Anfrage">
        <p>
          Wenn Sie über das Formular einen Demo-Termin anfragen, speichern wir Ihre Angaben (Vorname,
          Nachname, E-Mail-Adresse sowie freiwillig Telefonnummer, Restaurantname und Nachricht), um die
          Anfrage zu bearbeiten und den Termin mit Ihnen zu vereinbaren. Sie erhalten eine Bestätigung per
          E-Mail; unser Vertrieb erhält Ihre Anfrage ebenfalls per E-Mail. Rechtsgrundlage ist Art. 6 Abs. 1
          lit. b DSGVO (vorvertragliche Maßnahmen). Ihre Angaben bleiben bei uns, bis Sie uns zur Löschung
          auffordern oder der Zweck entfällt – spätestens zwei Jahre nach dem letzten Kontakt, sofern kein
          Vertrag zustande kommt. Gesetzliche Aufbewahrungsfristen bleiben unberührt.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Anfrage per E-Mail oder Telefon">
        <p>
          Wenn Sie uns per E-Mail oder Telefon kontaktieren, wird Ihre Anfrage inklusive aller daraus
          hervorgehenden personenbezogenen Daten (Name, Anfrage) zum Zwecke der Bearbeitung Ihres Anliegens
          bei uns gespeichert und verarbeitet. Diese Daten geben wir nicht ohne Ihre Einwilligung weiter.
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit einem Vertrag zusammenhängt,
          ansonsten unser berechtigtes Interesse an der effektiven Bearbeitung der Anfragen (Art. 6 Abs. 1
          lit. f DSGVO).
        </p>
      </LegalSubsection>
      <LegalSubsection title="Partner-Restaurants und Tischreservierung">
        <p>
          Die Angaben zu unseren Partner-Restaurants (Name, Adresse, Küche, Kontaktdaten, Öffnungszeiten und
          Bilder) stammen von den Restaurants selbst. Erst wenn Sie „Tisch reservieren“ wählen, wird das
          Buchungs-Widget von unserem eigenen Server geladen. Für eine Reservierung verarbeiten wir Ihren
          Namen, Ihre Kontaktdaten, Datum, Uhrzeit, Personenzahl und Ihre Anmerkungen und übermitteln sie an
          das gewählte Restaurant, das die Reservierung bestätigt oder ablehnt. Sie erhalten eine Bestätigung
          per E-Mail. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Das Widget setzt keine Cookies.
        </p>
      </LegalSubsection>
    </LegalSection>
  );
}
