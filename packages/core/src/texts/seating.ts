// The visit's steps after "Bestätigt" (arrived, seated, completed). The status
// labels themselves are in reservation-status.ts.

/** The buttons that move a reservation along, and their undo. */
export const seatingActionTexts = {
  arrived: "Angekommen",
  seated: "Platzieren",
  completed: "Abschließen",
  undo: "Rückgängig",
  /** The undo's accessible name by the status it goes back to: 'Rückgängig: zurück zu „Angekommen“'. */
  undoTo: (label: string) => `Rückgängig: zurück zu „${label}“`,
  /** The group of buttons on a card, for screen readers. */
  group: "Ablauf des Besuchs",
} as const;

/** The API's answers (and the dashboard's toasts) for the visit's steps. */
export const seatingTexts = {
  arrived: "Der Gast ist angekommen.",
  seated: "Der Gast ist platziert.",
  completed: "Der Besuch ist abgeschlossen. Der Tisch ist wieder frei.",
  undone: "Der letzte Schritt wurde zurückgenommen.",
  beforeDay: "Das ist erst am Tag der Reservierung möglich.",
  undoOtherDay: "Ein Abschluss kann nur am selben Tag zurückgenommen werden.",
  tableTaken:
    "Der Tisch ist inzwischen anderweitig vergeben. Der Abschluss kann nicht zurückgenommen werden.",
} as const;

/** Statistics: the seated covers and the real stay. */
export const seatingStatisticsTexts = {
  seatedGuests: "Platzierte Gäste",
  averageStay: "Ø Verweildauer",
  /** '95 Min.' */
  stayMinutes: (minutes: number) => `${minutes} Min.`,
  noStay: "–",
} as const;
