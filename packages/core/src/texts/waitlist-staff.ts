// The staff's side of the waitlist: the "Warteliste" section of the reservations page, its
// "Tisch anbieten" dialog and the removal. A module of its own, so that only that section carries these
// lines; the tables' lines of the offer dialog are the enquiry dialog's (`enquiryInboxTexts`).

export const waitlistStaffTexts = {
  title: "Warteliste",
  /** The heading while guests wait or hold an offer, e.g. "Warteliste (2)". */
  titleWithCount: (active: number) => `Warteliste (${active})`,
  none: "Niemand auf der Warteliste für diesen Tag.",
  endedToggle: (count: number) => `Beendete Einträge (${count})`,
  loadFailed: "Die Warteliste konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  /** The day picker. */
  previousDay: "Vorheriger Tag",
  nextDay: "Nächster Tag",
  today: "Heute",
  /** One entry's lines. */
  windowLabel: "Zeitfenster",
  /** The window of acceptable start times: "18:00–21:00 Uhr". */
  window: (from: string, to: string) => `${from}–${to} Uhr`,
  /** An open offer: "Angebot bis 19:42 Uhr · Tisch 4" (several tables: "Tische 4, 5"). */
  offerUntil: (until: string, tableNumbers: readonly string[]) =>
    `Angebot bis ${until} Uhr · ${tableNumbers.length > 1 ? "Tische" : "Tisch"} ${tableNumbers.join(", ")}`,
  offeredTime: (time: string) => `Angeboten für ${time} Uhr`,
  offeredAuto: "automatisch, als ein Tisch frei wurde",
  offeredByStaff: "von Hand angeboten",
  joinedAt: (date: string, time: string) => `Eingetragen am ${date} um ${time} Uhr`,
  toReservation: "Zur Reservierung",
  offer: "Tisch anbieten",
  remove: "Entfernen",
  /** The offer dialog. */
  offerTitle: "Tisch anbieten",
  offerDescription: (name: string, guests: number, date: string, window: string, holdMinutes: number) =>
    `${name}, ${guests} Personen am ${date}, ${window}. Der Gast erhält eine E-Mail, der Tisch wird ${holdMinutes} Minuten für ihn reserviert.`,
  timesLegend: "Zeiten im Zeitfenster",
  timeLabel: "Uhrzeit",
  offerSubmit: "Angebot senden",
  offerFailed: "Das Angebot konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  /** The removal. */
  removeTitle: "Eintrag von der Warteliste entfernen?",
  removeDescription: (name: string) =>
    `${name} wird von der Warteliste entfernt. Ein offenes Angebot wird zurückgezogen, der Tisch wird wieder frei.`,
  removeConfirm: "Entfernen",
  removeFailed: "Der Eintrag konnte nicht entfernt werden. Bitte versuchen Sie es erneut.",
} as const;
