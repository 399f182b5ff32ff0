// The project's own texts of legal.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `legalTexts` (merged there). */
export const legalTexts = {
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
