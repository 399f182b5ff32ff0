// The project's own texts of cookie-banner.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `cookieBannerTexts` (merged there). */
export const cookieBannerTexts = {
  title: "Cookies und Datenschutz",
  text: "Wir verwenden Cookies, damit die Website funktioniert, und – mit Ihrer Zustimmung – für Analyse und Marketing.",
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur essenzielle",
  customise: "Anpassen",
  saveChoice: "Auswahl speichern",
  essentialLabel: "Essenziell",
  essentialHint: "Für den Betrieb der Website nötig, immer aktiv.",
  analyticsLabel: "Analyse",
  marketingLabel: "Marketing",
} as const;
