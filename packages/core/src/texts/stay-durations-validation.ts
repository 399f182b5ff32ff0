// Refusals of the stay durations by party size. A module of its own: the restaurant config's schema
// (on the dashboard's first load) brings these few lines, not the settings screen's labels.

export const stayDurationsValidationTexts = {
  /** No entry at all, or more rows than allowed. */
  count: (max: number) => `Bitte legen Sie zwischen 1 und ${max} Zeilen für die Aufenthaltsdauer an.`,
  /** A row's minutes are not a whole number within the bounds. */
  minutes: (min: number, max: number) =>
    `Bitte geben Sie die Aufenthaltsdauer in ganzen Minuten zwischen ${min} und ${max} an.`,
  /** A row (not the last) has no guest limit, or one outside the bounds. */
  maxGuests: (max: number) => `Bitte geben Sie „bis … Gäste“ als ganze Zahl zwischen 1 und ${max} an.`,
  /** The guest limits do not grow from row to row. */
  ascending: "Jede Zeile braucht mehr Gäste als die Zeile davor.",
  /** The last row ("mehr Gäste") carries a guest limit. */
  lastOpen: "Die letzte Zeile gilt für alle größeren Gruppen und hat keine Obergrenze.",
} as const;
