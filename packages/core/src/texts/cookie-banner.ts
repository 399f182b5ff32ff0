/** The cookie banner; its choices are required, its wording is ours. */
export const cookieBannerTexts = {
  privacyLink: "Datenschutz",
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
