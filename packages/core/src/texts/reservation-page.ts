// The reservation list's pages: refusals of what a stale page or an integration sent, and the list's words.

export const reservationPageTexts = {
  invalidStatus: "Bitte wählen Sie als Status all, pending, confirmed, cancelled oder no_show.",
  invalidSort: "Bitte sortieren Sie nach date-asc, date-desc, name-asc oder guests-desc.",
  invalidCursor: "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.",
  invalidLimit: (max: number) => `Pro Seite sind 1 bis ${max} Reservierungen möglich.`,
  searchTooLong: "Der Suchbegriff ist zu lang.",
  reversed: "„to“ darf nicht vor „from“ liegen.",
  listed: (count: number) => (count === 1 ? "1 Reservierung gefunden" : `${count} Reservierungen gefunden`),
  /** The choice between today's and later reservations and the earlier ones. */
  whenLabel: "Zeitraum",
  upcoming: "Ab heute",
  day: "Tag",
  past: "Vergangene",
  /** The date field of the list by day (the waitlist above follows the same day). */
  dayLabel: "Tag der Liste",
  loadingMore: "Weitere Reservierungen werden geladen …",
  loadMore: "Weitere laden",
  loadFailed: "Die Reservierungen konnten nicht geladen werden.",
  /** The staff's page of one reservation when the server could not answer (not when it does not exist). */
  oneLoadFailed: "Die Reservierung konnte nicht geladen werden.",
  retry: "Erneut versuchen",
} as const;
