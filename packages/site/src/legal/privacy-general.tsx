import { RETENTION_PERIODS } from "@tischservice/core/rules";
import { legalTexts, retentionPrivacyText } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";
import { MailLink } from "./legal-link.tsx";
import { LegalSection, LegalSubsection } from "./legal-section.tsx";
import { PostalAddressLines } from "./postal-address-lines.tsx";

/** 3. Allgemeine Hinweise und Pflichtinformationen. */
export function PrivacyGeneral() {
  const siteConfig = useSiteConfig();
  const { company, contact, dataProtectionOfficer } = siteConfig;
  return (
    <LegalSection title={`3. ${legalTexts.privacySections.generalNotes}`}>
      <LegalSubsection title="Datenschutz">
        <p>
          Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst. Wir behandeln Ihre personenbezogenen
          Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften sowie dieser
          Datenschutzerklärung. Die Datenübertragung im Internet kann Sicherheitslücken aufweisen; ein
          lückenloser Schutz der Daten vor dem Zugriff durch Dritte ist nicht möglich.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Hinweis zur verantwortlichen Stelle">
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
        <p>
          {company.name}
          <br />
          <PostalAddressLines address={company.address} />
          <br />
          Telefon: {contact.phone}
          <br />
          E-Mail: <MailLink address={contact.email} />
        </p>
        <p>
          Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit
          anderen über die Zwecke und Mittel der Verarbeitung von personenbezogenen Daten entscheidet.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Datenschutzbeauftragter">
        {dataProtectionOfficer ? (
          <p>
            Unser Datenschutzbeauftragter ist {dataProtectionOfficer.name}, erreichbar unter{" "}
            <MailLink address={dataProtectionOfficer.email} />.
          </p>
        ) : (
          <p>
            Wir sind gesetzlich nicht verpflichtet, einen Datenschutzbeauftragten zu benennen. Ihre Fragen zum
            Datenschutz richten Sie bitte an die oben genannte verantwortliche Stelle.
          </p>
        )}
      </LegalSubsection>
      <LegalSubsection title="Speicherdauer">
        <p>
          Soweit in dieser Datenschutzerklärung keine speziellere Speicherdauer genannt wurde, verbleiben Ihre
          personenbezogenen Daten bei uns, bis der Zweck für die Datenverarbeitung entfällt. Wenn Sie ein
          berechtigtes Löschersuchen geltend machen oder eine Einwilligung widerrufen, werden Ihre Daten
          gelöscht, sofern wir keine anderen rechtlich zulässigen Gründe für die Speicherung haben (etwa
          steuer- oder handelsrechtliche Aufbewahrungsfristen); in diesem Fall erfolgt die Löschung nach
          Fortfall dieser Gründe.
        </p>
        <p>{retentionPrivacyText(RETENTION_PERIODS)}</p>
      </LegalSubsection>
      <LegalSubsection title="Rechtsgrundlagen der Verarbeitung">
        <p>
          Sofern Sie in die Datenverarbeitung eingewilligt haben, verarbeiten wir Ihre Daten auf Grundlage von
          Art. 6 Abs. 1 lit. a DSGVO; das Speichern von Informationen in Ihrem Endgerät erfolgt dann
          zusätzlich auf Grundlage von § 25 Abs. 1 TDDDG. Sind Ihre Daten zur Vertragserfüllung oder zur
          Durchführung vorvertraglicher Maßnahmen erforderlich, verarbeiten wir sie auf Grundlage von Art. 6
          Abs. 1 lit. b DSGVO. Daten, die zur Erfüllung einer rechtlichen Verpflichtung nötig sind,
          verarbeiten wir nach Art. 6 Abs. 1 lit. c DSGVO. Die Verarbeitung kann ferner auf Grundlage unseres
          berechtigten Interesses nach Art. 6 Abs. 1 lit. f DSGVO erfolgen.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Widerruf Ihrer Einwilligung zur Datenverarbeitung">
        <p>
          Viele Datenverarbeitungsvorgänge sind nur mit Ihrer ausdrücklichen Einwilligung möglich. Sie können
          eine bereits erteilte Einwilligung jederzeit widerrufen – für diese Website am einfachsten über
          „Cookie-Einstellungen“ am Seitenende. Die Rechtmäßigkeit der bis zum Widerruf erfolgten
          Datenverarbeitung bleibt vom Widerruf unberührt.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Widerspruchsrecht gegen die Datenerhebung in besonderen Fällen (Art. 21 DSGVO)">
        <p>
          Wenn die Datenverarbeitung auf Grundlage von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, haben Sie
          jederzeit das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen die
          Verarbeitung Ihrer personenbezogenen Daten Widerspruch einzulegen. Wenn Sie Widerspruch einlegen,
          werden wir Ihre betroffenen personenbezogenen Daten nicht mehr verarbeiten, es sei denn, wir können
          zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und
          Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung
          von Rechtsansprüchen. Werden Ihre Daten verarbeitet, um Direktwerbung zu betreiben, können Sie dem
          jederzeit widersprechen.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Beschwerderecht bei der zuständigen Aufsichtsbehörde">
        <p>
          Im Falle von Verstößen gegen die DSGVO steht Ihnen ein Beschwerderecht bei einer Aufsichtsbehörde
          zu, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des
          Orts des mutmaßlichen Verstoßes. Das Beschwerderecht besteht unbeschadet anderweitiger
          verwaltungsrechtlicher oder gerichtlicher Rechtsbehelfe.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Recht auf Datenübertragbarkeit">
        <p>
          Sie haben das Recht, Daten, die wir auf Grundlage Ihrer Einwilligung oder in Erfüllung eines
          Vertrags automatisiert verarbeiten, an sich oder an einen Dritten in einem gängigen,
          maschinenlesbaren Format aushändigen zu lassen. Sofern Sie die direkte Übertragung an einen anderen
          Verantwortlichen verlangen, erfolgt dies nur, soweit es technisch machbar ist.
        </p>
      </LegalSubsection>
      <LegalSubsection title="Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung">
        <p>
          Sie haben im Rahmen der geltenden gesetzlichen Bestimmungen jederzeit das Recht auf unentgeltliche
          Auskunft über Ihre gespeicherten personenbezogenen Daten, deren Herkunft und Empfänger und den Zweck
          der Datenverarbeitung und ggf. ein Recht auf Berichtigung, Löschung oder Einschränkung der
          Verarbeitung dieser Daten. Hierzu sowie zu weiteren Fragen zum Thema personenbezogene Daten können
          Sie sich jederzeit an uns wenden.
        </p>
      </LegalSubsection>
      <LegalSubsection title="SSL- bzw. TLS-Verschlüsselung">
        <p>
          Diese Seite nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte, etwa
          Ihrer Anfragen und Reservierungen, eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte
          Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt.
        </p>
      </LegalSubsection>
    </LegalSection>
  );
}
