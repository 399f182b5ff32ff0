/** A page part (route chunk) that did not load (dashboard spec section 9: 120 s time-out). */
export const chunkLoadTexts = {
  title: "Die Seite konnte nicht geladen werden.", // not in the spec
  timeout: "Das Laden dauert zu lange. Bitte prüfen Sie Ihre Verbindung.", // not in the spec
  failed: "Beim Laden ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung.", // not in the spec
  unexpected: "Auf dieser Seite ist ein unerwarteter Fehler aufgetreten.", // not in the spec
  reload: "Neu laden", // not in the spec
} as const;
