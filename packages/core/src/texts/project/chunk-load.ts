// The project's own texts of chunk-load.ts (not in the spec), merged into its catalogue there.

export const chunkLoadTexts = {
  title: "Die Seite konnte nicht geladen werden.",
  timeout: "Das Laden dauert zu lange. Bitte prüfen Sie Ihre Verbindung.",
  failed: "Beim Laden ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung.",
  unexpected: "Auf dieser Seite ist ein unerwarteter Fehler aufgetreten.",
  reload: "Neu laden",
} as const;
