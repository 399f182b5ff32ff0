// The staff's side of large groups' enquiries: the "Anfragen" section of the reservations page and
// its two dialogs. A module of its own, so that only that section carries these lines.

export const enquiryInboxTexts = {
  title: "Anfragen",
  /** The heading while enquiries wait for an answer, e.g. "Anfragen (2)". */
  titleWithCount: (open: number) => `Anfragen (${open})`,
  description: "Gruppen über der Online-Grenze fragen hier an.",
  none: "Keine offenen Anfragen.",
  answeredToggle: (count: number) => `Beantwortete Anfragen (${count})`,
  loadFailed: "Die Anfragen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  /** One enquiry's lines. */
  preferredTime: (time: string) => `Wunschzeit ${time} Uhr`,
  receivedAt: (date: string, time: string) => `Eingegangen am ${date} um ${time} Uhr`,
  answeredAt: (date: string, time: string) => `Beantwortet am ${date} um ${time} Uhr`,
  guestMessage: "Nachricht des Gastes",
  answerMessage: "Ihre Nachricht",
  contact: "Kontakt",
  toReservation: "Zur Reservierung",
  accept: "Annehmen",
  decline: "Ablehnen",
  /** The accept dialog. */
  acceptTitle: "Anfrage annehmen",
  acceptDescription: (name: string, guests: number, date: string) =>
    `${name}, ${guests} Personen am ${date}. Es entsteht eine bestätigte Reservierung.`,
  timeLabel: "Uhrzeit",
  stayHint: (minutes: number) => `Aufenthalt ${minutes} Minuten`,
  tablesLegend: "Tische (auch kombiniert)",
  tableLabel: (name: string, seats: number) => `${name}, ${seats} Plätze`,
  tableFree: "frei",
  tableBusy: "belegt",
  seatTotal: (seats: number, guests: number) => `${seats} von ${guests} Plätzen gewählt`,
  noTables: "Es sind noch keine Tische angelegt.",
  tablesLoadFailed: "Die Tische konnten nicht geladen werden.",
  chooseTime: "Bitte wählen Sie eine Uhrzeit.",
  chooseTables: "Bitte wählen Sie mindestens einen Tisch.",
  acceptSubmit: "Annehmen und bestätigen",
  /** The decline dialog. */
  declineTitle: "Anfrage ablehnen",
  declineDescription: (name: string, guests: number, date: string) =>
    `${name}, ${guests} Personen am ${date}`,
  declineMessageLabel: "Nachricht an den Gast",
  declineMessageHint: "Der Gast erhält diese Nachricht per E-Mail.",
  declineSubmit: "Anfrage ablehnen",
  /** A failure without the server's reason (no answer). */
  answerFailed: "Die Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
} as const;
