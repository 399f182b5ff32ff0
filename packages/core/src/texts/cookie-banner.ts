/** The cookie banner (platform spec section 4); the spec describes its choices but shows no wording. */
export const cookieBannerTexts = {
  title: "Cookies und Datenschutz", // not in the spec
  text: "Wir verwenden Cookies, damit die Website funktioniert, und – mit Ihrer Zustimmung – für Analyse und Marketing.", // not in the spec
  acceptAll: "Alle akzeptieren", // not in the spec
  essentialOnly: "Nur essenzielle", // not in the spec
  customise: "Anpassen", // not in the spec
  saveChoice: "Auswahl speichern", // not in the spec
  essentialLabel: "Essenziell", // not in the spec
  essentialHint: "Für den Betrieb der Website nötig, immer aktiv.", // not in the spec
  analyticsLabel: "Analyse", // not in the spec
  marketingLabel: "Marketing", // not in the spec
  privacyLink: "Datenschutz",
} as const;
