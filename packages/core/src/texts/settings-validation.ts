// Refusals of settings that schemas on the dashboard's first load check (the restaurant's config, the retention
// period). A module of their own: the schemas bring these few lines, not the settings screens' texts, into every
// first visit (rollup keeps a module whole).

export const settingsValidationTexts = {
  reminderTimingInvalid: "Bitte wählen Sie „24 Stunden vorher“ oder „Am Morgen des Tages (09:00 Uhr)“.",
  regularGuestVisitsInvalid: (min: number, max: number) =>
    `Stammgast ab: zwischen ${min} und ${max} Besuchen.`,
  /** Not a whole number of months, or outside the allowed range. */
  platformRetentionMonthsInvalid: (max: number) =>
    `Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und ${max} an.`,
  restaurantRetentionMonthsInvalid:
    "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten an (mindestens 1).",
  /** A restaurant may only shorten the platform's period. */
  restaurantRetentionMonthsTooLong: (platformMonths: number) =>
    `Die Aufbewahrungsfrist darf die Vorgabe der Plattform von ${platformMonths} Monaten nicht überschreiten.`,
} as const;
