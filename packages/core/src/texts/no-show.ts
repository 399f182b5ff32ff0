// No-shows; the status label "Nicht erschienen" is in reservation-status.ts.

/** The API's answers when staff mark a reservation as not attended or take it back. */
export const noShowTexts = {
  marked: "Die Reservierung wurde als „Nicht erschienen“ markiert.",
  undone: "„Nicht erschienen“ wurde zurückgenommen. Die Reservierung ist wieder bestätigt.",
  tooEarly: (minutes: number) =>
    `„Nicht erschienen“ kann erst ${minutes} Minuten nach Beginn der Reservierung gesetzt werden.`,
  otherDay: "„Nicht erschienen“ kann nur am selben Tag zurückgenommen werden.",
  tableTaken:
    "Der Tisch ist inzwischen anderweitig vergeben. „Nicht erschienen“ kann nicht zurückgenommen werden.",
} as const;
