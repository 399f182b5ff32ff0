/** Titles and section headings of the legal pages (docs/requirements.md#public-site). */
export const legalTexts = {
  imprintTitle: "Impressum",
  privacyTitle: "Datenschutz",
  privacyHeadline: "Datenschutzerklärung",
  privacySections: {
    overview: "Datenschutz auf einen Blick",
    hosting: "Hosting",
    generalNotes: "Allgemeine Hinweise und Pflichtinformationen",
    dataCollection: "Datenerfassung auf dieser Website",
    socialMedia: "Soziale Medien",
    newsletter: "Newsletter",
    plugins: "Plugins und Tools",
  },
  /** The platform's terms for restaurants, at `/agb` (linked from the footer and the registration form). */
  termsTitle: "Allgemeine Geschäftsbedingungen",
  termsShort: "AGB",
  imprintDisclaimerHeading: "Haftungsausschluss",
  imprintAnalyticsHeading: "Hinweis zur Webanalyse",
  backToHome: "Zurück zur Startseite",
} as const;
