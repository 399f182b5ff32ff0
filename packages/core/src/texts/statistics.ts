/** The statistics tab (past reservations and revenue; dashboard spec section 2.7). */
export const statisticsTexts = {
  title: "Statistiken",
  periodLabel: "Zeitraum",
  tileTotal: "Gesamt",
  tileConfirmed: "Bestätigt",
  tileGuests: "Gäste",
  tileOrders: "Bestellungen",
  tileRevenue: "Umsatz",
  tileSuccessRate: "Erfolgsrate",
  searchPlaceholder: "Name, E-Mail oder Telefon suchen...", // not in the spec
  searchLabel: "Reservierungen durchsuchen", // not in the spec
  showMore: "Weitere anzeigen", // not in the spec
  loadFailed: "Die Statistik konnte nicht geladen werden.", // not in the spec
  chartsHeading: "Verlauf", // not in the spec
  reservationsChartTitle: "Reservierungen und Gäste", // not in the spec
  revenueChartTitle: "Umsatz nach Zahlungsart", // not in the spec
  heatmapTitle: "Auslastung nach Wochentag und Uhrzeit", // not in the spec
  showAsTable: "Als Tabelle anzeigen", // not in the spec
  columnDay: "Tag", // not in the spec
  columnWeek: "Woche ab", // not in the spec
  columnReservations: "Reservierungen", // not in the spec
  columnGuests: "Gäste", // not in the spec
  columnCash: "Bar", // not in the spec
  columnCard: "Karte", // not in the spec
  columnTips: "Trinkgeld", // not in the spec
  columnWeekday: "Wochentag", // not in the spec
  heatmapLegend: "Je dunkler, desto mehr Reservierungen (ohne Stornierungen).", // not in the spec
  statusFilterLabel: "Status", // not in the spec
  sortLabel: "Sortierung", // not in the spec
  resetFilters: "Filter zurücksetzen",
  empty: "Keine Reservierungen gefunden",
  emptyWithFilter: "Versuchen Sie andere Suchkriterien",
  loadingOrders: "Lade Bestellungsdaten...",
  revenueHeading: "Umsatz", // not in the spec
  cardTotalRevenue: "Gesamtumsatz",
  cardOrderCount: "Anzahl Bestellungen",
  cardAverageOrderValue: "Ø Bestellwert",
  cardAverageFinalAmount: "Ø Endbetrag",
  cardTotalTips: "Gesamt Trinkgeld",
  cardAverageTipPercent: "Ø Trinkgeld %",
  cardCashPayments: "Bar-Zahlungen",
  cardCardPayments: "Karten-Zahlungen",
  noData: "Keine Daten",
} as const;

/** Period buttons: today, 7days, 30days (default), 90days, 1year, all. */
export const statisticsPeriodLabels = {
  today: "Heute",
  "7days": "Letzte 7 Tage",
  "30days": "Letzte 30 Tage",
  "90days": "Letzte 3 Monate",
  "1year": "Letztes Jahr",
  all: "Alle Zeit",
} as const;

/** A statistics period key. */
export type StatisticsPeriodKey = keyof typeof statisticsPeriodLabels;

/** Status filter: Alle (default), Bestätigt, Storniert. */
export const statisticsStatusFilterLabels = {
  all: "Alle",
  confirmed: "Bestätigt",
  cancelled: "Storniert",
} as const;

/** Sort options; default date-desc. */
export const statisticsSortLabels = {
  "date-desc": "Neueste zuerst",
  "date-asc": "Älteste zuerst",
  "name-asc": "Name A-Z",
  "guests-desc": "Meiste Gäste",
} as const;

/** A statistics sort key. */
export type StatisticsSortKey = keyof typeof statisticsSortLabels;

/** List header 'N Reservierungen (period)'; singular for one. */
export function statisticsListHeader(count: number, periodLabel: string): string {
  const noun = count === 1 ? "Reservierung" : "Reservierungen";
  return `${count} ${noun} (${periodLabel})`;
}

/** Empty-state hint without an active filter: 'Keine Daten für {period} verfügbar'. */
export function statisticsNoDataForPeriod(periodLabel: string): string {
  return `Keine Daten für ${periodLabel} verfügbar`;
}

/** Under Ø Endbetrag: 'inkl. 12,5 % Trinkgeld' (percent already formatted). // not in the spec */
export function statisticsFinalAmountHint(tipPercentFormatted: string): string {
  return `inkl. ${tipPercentFormatted} Trinkgeld`;
}

/** Under Ø Trinkgeld %: 'Ø 3,50 € pro Bestellung' (amount already formatted). // not in the spec */
export function statisticsTipPerOrderHint(tipPerOrderFormatted: string): string {
  return `Ø ${tipPerOrderFormatted} pro Bestellung`;
}

/**
 * Under Bar-/Karten-Zahlungen: '12 Zahlungen · 340,00 € · 45,3 % vom Umsatz' (values already formatted).
 * // not in the spec
 */
export function statisticsPaymentShareHint(
  count: number,
  amountFormatted: string,
  shareFormatted: string,
): string {
  const payments = count === 1 ? "1 Zahlung" : `${count} Zahlungen`;
  return `${payments} · ${amountFormatted} · ${shareFormatted} vom Umsatz`;
}

/** Under Gäste: 'Ø 3,5 pro bestätigter Reservierung' (average already formatted). // not in the spec */
export function statisticsAverageGuestsHint(averageFormatted: string): string {
  return `Ø ${averageFormatted} pro bestätigter Reservierung`;
}

/** A heat-map cell's accessible text: 'Donnerstag 19 Uhr: 4 Reservierungen'. // not in the spec */
export function statisticsHeatmapCellLabel(weekday: string, hour: number, count: number): string {
  return `${weekday} ${hour} Uhr: ${count} ${count === 1 ? "Reservierung" : "Reservierungen"}`;
}

/** Under the list: '100 von 340 angezeigt'. // not in the spec */
export function statisticsShownOf(shown: number, total: number): string {
  return `${shown} von ${total} angezeigt`;
}
