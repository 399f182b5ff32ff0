/** The operator's data: the sample-data notice of the legal pages and the start check's messages (ours). */
export const siteConfigTexts = {
  sampleDataTitle: "Beispieldaten",
  sampleDataNotice:
    "Diese Angaben sind Beispieldaten einer erfundenen Firma. Der Betreiber trägt seine eigenen Daten in der Betreiber-Konfiguration (SITE_CONFIG) ein.",
  /**
   * The production start is refused; names every field that is missing, a placeholder or under `.example`,
   * and the file to correct (undefined: SITE_CONFIG is not set).
   */
  startRefused: (fields: readonly string[], file?: string) =>
    `Der Server startet nicht (NODE_ENV=production): Die Betreiberangaben für Impressum, Datenschutz und Mails sind unvollständig. Fehlend, Platzhalter oder unter .example: ${fields.join(", ")}. ${
      file
        ? `Bitte korrigieren Sie diese Felder in ${file}.`
        : "SITE_CONFIG ist nicht gesetzt: Legen Sie Ihre Angaben als JSON-Datei an (Vorlage: packages/site/site-config.example.json) und nennen Sie die Datei in SITE_CONFIG."
    }`,
  /** The file named by SITE_CONFIG cannot be used. */
  fileUnreadable: (path: string, reason: string) =>
    `Die Betreiber-Konfiguration ${path} (SITE_CONFIG) kann nicht gelesen werden: ${reason}`,
  fileInvalid: (path: string, fields: readonly string[]) =>
    `Die Betreiber-Konfiguration ${path} (SITE_CONFIG) ist ungültig. Fehlende, unbekannte oder falsche Felder: ${fields.join(", ")}.`,
  notJson: "Die Datei ist kein gültiges JSON.",
  /** Labels of the company footer under every mail. */
  mailFooterManagingDirectors: "Geschäftsführung",
  mailFooterVatId: "USt-IdNr.",
  mailFooterImprint: "Impressum",
} as const;
