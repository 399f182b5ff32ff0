// The paged lists of restaurants and accounts: refusals of what a client sent, and the controls' words.

const wholeNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

export const listPageTexts = {
  invalidCursor: "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.",
  invalidLimit: (max: number) => `Pro Seite sind 1 bis ${max} Einträge möglich.`,
  searchTooLong: (max: number) => `Der Suchbegriff darf höchstens ${max} Zeichen lang sein.`,
  search: "Suchen",
  loadMore: "Mehr laden",
  loadingMore: "Weitere Einträge werden geladen …",
  /** How many of the matches are on screen, e.g. "20 von 2.000". */
  shownOf: (shown: number, total: number) => `${wholeNumber.format(shown)} von ${wholeNumber.format(total)}`,
  restaurantSearchLabel: "Restaurants durchsuchen",
  restaurantSearchPlaceholder: "Name, Adresse, Ort oder Küche",
  userSearchLabel: "Benutzer durchsuchen",
  userSearchPlaceholder: "Name oder E-Mail",
  /** The customer's restaurant choice. */
  restaurantFindLabel: "Restaurant suchen",
  restaurantLoadFailed: "Die Restaurants konnten nicht geladen werden.",
} as const;
