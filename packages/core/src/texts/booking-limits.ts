/** The restaurant's limits on online bookings: refusals, slot marks, the staff's pacing warning. */
export const bookingLimitTexts = {
  /** 409 `beyond_horizon`; `lastDay` as „28.05.2027“. */
  beyondHorizon: (lastDay: string) => `Online-Reservierungen sind bis zum ${lastDay} möglich.`,
  /** 409 `same_day_closed`; without a phone number the sentence ends after „an.“. */
  sameDayClosed: (phone: string | null | undefined) => {
    const number = phone?.trim();
    return number
      ? `Für heute nehmen wir online keine Reservierungen mehr an – rufen Sie uns gern an: ${number}`
      : "Für heute nehmen wir online keine Reservierungen mehr an.";
  },
  /** 409 `pacing_full`. */
  pacingFull: "Zu dieser Zeit kommen schon genug Gäste an. Bitte wählen Sie eine andere Uhrzeit.",
  /** 409 `online_capacity_reached`. */
  onlineCapacityReached: "Zu dieser Zeit sind keine Plätze mehr für Online-Reservierungen frei.",
  /** The staff's warning in the booking form: „Über dem Takt: 14 von 12 Gästen um 19:00“. */
  overPacingGuests: (count: number, max: number, time: string) =>
    `Über dem Takt: ${count} von ${max} Gästen um ${time}`,
  overPacingBookings: (count: number, max: number, time: string) =>
    `Über dem Takt: ${count} von ${max} Reservierungen um ${time}`,
  /** The calendar's day view: the list of windows, and each as „19:00 · 10/12 Gäste“. */
  pacingStripLabel: "Ankünfte pro Zeitfenster",
  pacingWindowLoad: (time: string, guests: number, max: number | null) =>
    max === null ? `${time} · ${guests} Gäste` : `${time} · ${guests}/${max} Gäste`,
} as const;

/** Why a slot is not offered online although a table is free (the slot's status text). */
export const bookingLimitSlotLabels = {
  pacingFull: "Zu viele Ankünfte",
  onlineCapacityReached: "Online ausgebucht",
} as const;

/** The refusals of the capacity settings, as the schema and the API give them. */
export const bookingLimitValidationTexts = {
  horizonInvalid: (min: number, max: number) =>
    `Der Buchungshorizont muss zwischen ${min} und ${max} Tagen liegen.`,
  cutoffInvalid: "Bitte geben Sie den Annahmeschluss als Uhrzeit (HH:MM) an oder lassen Sie das Feld leer.",
  pacingWindowInvalid: "Das Zeitfenster des Takts muss 15, 30 oder 60 Minuten lang sein.",
  pacingMaxInvalid: "Die Höchstzahl im Takt muss eine ganze Zahl ab 1 sein oder leer bleiben.",
  seatShareInvalid: (min: number, max: number) =>
    `Der Online-Anteil der Plätze muss zwischen ${min} und ${max} % liegen.`,
  changeCutoffInvalid: (min: number, max: number) =>
    `Bitte geben Sie für den Änderungsschluss ${min} bis ${max} Stunden an.`,
} as const;

/** Settings → Kapazität: how far ahead, until when today, how fast and how much guests may book online. */
export const capacitySettingsTexts = {
  cardTitle: "Kapazität",
  intro:
    "Diese Grenzen gelten nur für Online-Reservierungen. Ihr Team kann im Dashboard immer direkt buchen.",
  horizonLabel: "Buchungshorizont (Tage)",
  horizonHint: "So viele Tage im Voraus können Gäste online reservieren.",
  cutoffLabel: "Online-Annahmeschluss für heute (Uhrzeit)",
  cutoffHint:
    "Ab dieser Uhrzeit nehmen Sie online keine Reservierungen für denselben Tag mehr an. Leer = keiner.",
  pacingTitle: "Takt",
  pacingHint:
    "Begrenzt, wie viele Gäste oder Reservierungen online pro Zeitfenster ankommen. Leer = keine Grenze.",
  pacingWindowLabel: "Zeitfenster",
  pacingWindowOption: (minutes: number) => `${minutes} Min.`,
  pacingMaxGuestsLabel: "Max. Gäste pro Zeitfenster",
  pacingMaxBookingsLabel: "Max. Buchungen pro Zeitfenster",
  seatShareLabel: "Anteil der Plätze online (%)",
  seatShareHint: "So viel Prozent Ihrer Plätze können Online-Reservierungen gleichzeitig belegen.",
  changeCutoffLabel: "Änderungen durch Gäste bis (Stunden vor Beginn)",
  changeCutoffHint:
    "Bis dahin ändern Gäste Datum, Uhrzeit und Personenzahl selbst über den Link in ihrer Bestätigung; 0 = bis zum Beginn.",
  loading: "Kapazität wird geladen …",
} as const;
