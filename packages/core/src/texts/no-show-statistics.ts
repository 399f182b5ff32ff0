// The statistics' card of no-shows and guests' confirmations; 'Keine Daten' is statisticsTexts.noData.

/** The card's headings, labels and table columns. */
export const noShowStatisticsTexts = {
  heading: "Nicht erschienen und Gastbestätigungen",
  noShowRate: "Quote „Nicht erschienen“",
  guestConfirmedShare: "Vom Gast bestätigt",
  byMonthCaption: "Quote „Nicht erschienen“ nach Monat",
  columnMonth: "Monat",
  columnExpected: "Erwartet",
  columnNoShows: "Nicht erschienen",
  columnRate: "Quote",
} as const;

/** Under the no-show rate: '2 von 6 erwarteten Reservierungen'. */
export function noShowRateHint(noShows: number, expected: number): string {
  return `${noShows} von ${expected} erwarteten ${expected === 1 ? "Reservierung" : "Reservierungen"}`;
}

/** Under the guests' share: '3 von 8 erinnerten Reservierungen'. */
export function guestConfirmedShareHint(confirmed: number, reminded: number): string {
  return `${confirmed} von ${reminded} erinnerten ${reminded === 1 ? "Reservierung" : "Reservierungen"}`;
}
