// The dashboard's "Gäste" page: list, filters and profile. All of it is our own addition.

/** The list of guests: search, tag filter, order, columns and its states. */
export const guestListTexts = {
  title: "Gäste",
  searchLabel: "Gäste suchen",
  searchPlaceholder: "Name, E-Mail oder Telefon",
  tagFilterLabel: "Tag",
  allTags: "Alle Tags",
  sortLabel: "Sortierung",
  sortLastVisit: "Letzter Besuch",
  sortVisits: "Besuche",
  columnGuest: "Gast",
  columnContact: "Kontakt",
  columnVisits: "Besuche",
  columnNoShows: "Nicht erschienen",
  columnLastVisit: "Letzter Besuch",
  columnTags: "Tags",
  noVisit: "Noch kein Besuch",
  empty: "Noch keine Gäste",
  emptyText: "Gäste erscheinen hier mit ihrer ersten Reservierung.",
  noMatch: "Keine Gäste gefunden",
  loadFailed: "Die Gäste konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  /** The button under a page of the list while more guests match. */
  loadMore: "Weitere Gäste laden",
  /** '50 von 312 Gästen' under the list. */
  shownOf: (shown: number, total: number) => `${shown} von ${total} ${total === 1 ? "Gast" : "Gästen"}`,
} as const;

/** One guest's profile: figures, history and the staff's note and tags. */
export const guestProfileTexts = {
  back: "Zurück zu den Gästen",
  missingGuest: "Kein Gast gewählt.",
  loadFailed: "Das Gastprofil konnte nicht geladen werden.",
  visits: "Besuche",
  noShows: "Nicht erschienen",
  cancellations: "Stornierungen",
  firstVisit: "Erster Besuch",
  lastVisit: "Letzter Besuch",
  averagePartySize: "Ø Personen",
  history: "Reservierungen",
  historyEmpty: "Keine Reservierungen.",
  /** '4 Personen' in a history row. */
  persons: (count: number) => `${count} ${count === 1 ? "Person" : "Personen"}`,
  note: "Notiz",
  notePlaceholder: "z. B. Nussallergie, Fensterplatz",
  tags: "Tags",
  ownTag: "Eigener Tag",
  addTag: "Hinzufügen",
  /** Accessible name of a tag's remove button. */
  removeTag: (tag: string) => `Tag „${tag}“ entfernen`,
} as const;
