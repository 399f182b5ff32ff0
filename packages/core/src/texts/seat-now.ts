// Seating a walk-in from the floor plan ("Gast platzieren"): the dialog, the API's answers and refusals.

/** The dialog on the floor plan and the API's answers when staff seat a guest without a reservation. */
export const seatNowTexts = {
  /** The table dialog's button and the dialog's title. */
  action: "Gast platzieren",
  title: "Gast platzieren",
  /** Under the title: which table, and that the stay starts now. */
  description: (tableName: string) => `${tableName} · ohne Reservierung, ab jetzt`,
  guestsLegend: "Personen",
  otherCount: "Andere Anzahl",
  name: "Name (optional)",
  phone: "Telefon (optional)",
  /** The name a walk-in gets when staff leave the name empty (lists, history, the plan). */
  defaultName: "Walk-in",
  /** How long the party stays by the restaurant's stay lengths: "Aufenthalt 90 Min., bis 20:40 Uhr". */
  stay: (minutes: number, until: string) => `Aufenthalt ${minutes} Min., bis ${until} Uhr`,
  submit: "Platzieren",
  submitting: "Wird platziert...",
  cancel: "Abbrechen",
  /** The offer of a shorter stay when a booking follows: "Bis 19:30 Uhr platzieren". */
  shorterStay: (until: string) => `Bis ${until} Uhr platzieren`,
  failed: "Der Gast konnte nicht platziert werden. Bitte versuchen Sie es erneut.",
  /** The API's answer. */
  seated: (tableName: string) => `Gast an ${tableName} platziert.`,
  /** The API's refusals (400, 409). */
  tableUnknown: "Bitte wählen Sie einen Tisch dieses Restaurants.",
  tooSmall: (tableName: string, seats: number, guests: number) =>
    `${tableName} hat ${seats === 1 ? "1 Platz" : `${seats} Plätze`}, der Gast kommt mit ${guests} ${guests === 1 ? "Person" : "Personen"}.`,
  busy: (tableName: string, freeFrom: string | null) =>
    freeFrom
      ? `${tableName} ist gerade besetzt und erst ab ${freeFrom} Uhr wieder frei.`
      : `${tableName} ist gerade besetzt. Schließen Sie zuerst den Besuch am Tisch ab.`,
  /** Another staff member seated or booked the table a moment before. */
  taken: (tableName: string) => `${tableName} wurde soeben vergeben. Bitte wählen Sie einen anderen Tisch.`,
  freeUntil: (tableName: string, until: string) =>
    `${tableName} ist nur bis ${until} Uhr frei, dann beginnt eine Reservierung.`,
  stayOutOfRange: (min: number, max: number) =>
    `Die Aufenthaltsdauer muss zwischen ${min} und ${max} Minuten liegen.`,
} as const;
