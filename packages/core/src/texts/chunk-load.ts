/** A page part (route chunk) that did not load (120 s time-out; docs/requirements.md#timings). */

export const chunkLoadTexts = {
  title: "Die Seite konnte nicht geladen werden.",
  timeout: "Das Laden dauert zu lange. Bitte prüfen Sie Ihre Verbindung.",
  failed: "Beim Laden ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung.",
  unexpected: "Auf dieser Seite ist ein unerwarteter Fehler aufgetreten.",
  reload: "Neu laden",
} as const;
