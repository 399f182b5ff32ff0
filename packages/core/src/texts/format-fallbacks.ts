/** What a date or time shows when it cannot be displayed, in the product's required German words. */
export const formatFallbackTexts = {
  unknownDate: "Unbekanntes Datum",
  invalidDate: "Ungültiges Datum",
  unknownTime: "Unbekannte Zeit",
  invalidTime: "Ungültige Zeit",
  formatError: "Fehler beim Formatieren",
} as const;
