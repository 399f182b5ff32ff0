// Refusals of a reservation list's date range (`from`, `to`): what an integration or a stale page sent.

export const reservationRangeTexts = {
  incomplete: "Bitte geben Sie „from“ und „to“ zusammen an (Datum im Format JJJJ-MM-TT).",
  reversed: "„to“ darf nicht vor „from“ liegen.",
  tooLong: (days: number) =>
    `Ein Zeitraum umfasst höchstens ${days} Tage; ältere Reservierungen finden Sie über die Suche.`,
} as const;
