/** Titles and section headings of the legal pages (platform spec section 2). */
export const legalTexts = {
  imprintTitle: "Impressum",
  privacyTitle: "Datenschutz",
  privacyHeadline: "Datenschutzerklärung", // not in the spec
  privacySections: {
    overview: "Datenschutz auf einen Blick", // not in the spec
    hosting: "Hosting", // not in the spec
    generalNotes: "Allgemeine Hinweise und Pflichtinformationen", // not in the spec
    dataCollection: "Datenerfassung auf dieser Website", // not in the spec
    socialMedia: "Soziale Medien", // not in the spec
    newsletter: "Newsletter", // not in the spec
    plugins: "Plugins und Tools", // not in the spec
  },
  imprintDisclaimerHeading: "Haftungsausschluss", // not in the spec
  imprintAnalyticsHeading: "Hinweis zur Webanalyse", // not in the spec
  backToHome: "Zurück zur Startseite", // not in the spec
} as const;
