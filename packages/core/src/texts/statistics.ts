import { statTileTexts } from "./stat-tile.ts";

/** The statistics tab (past reservations and revenue). */
export const statisticsTexts = {
  title: "Statistiken",
  periodLabel: "Zeitraum",
  tileTotal: "Gesamt",
  tileConfirmed: "Bestätigt",
  tileGuests: "Gäste",
  tileOrders: "Bestellungen",
  tileRevenue: "Umsatz",
  tileSuccessRate: "Erfolgsrate",
  resetFilters: "Filter zurücksetzen",
  empty: "Keine Reservierungen gefunden",
  emptyWithFilter: "Versuchen Sie andere Suchkriterien",
  loadingOrders: "Lade Bestellungsdaten...",
  cardTotalRevenue: "Gesamtumsatz",
  cardOrderCount: "Anzahl Bestellungen",
  cardAverageOrderValue: "Ø Bestellwert",
  cardAverageFinalAmount: "Ø Endbetrag",
  cardTotalTips: "Gesamt Trinkgeld",
  cardAverageTipPercent: "Ø Trinkgeld %",
  cardCashPayments: "Bar-Zahlungen",
  cardCardPayments: "Karten-Zahlungen",
  noData: statTileTexts.noData,
  searchPlaceholder: "Name, E-Mail, Telefon oder Reservierungsnummer suchen...",
  searchLabel: "Reservierungen durchsuchen",
  showMore: "Weitere anzeigen",
  loadFailed: "Die Statistik konnte nicht geladen werden.",
  chartsHeading: "Verlauf",
  reservationsChartTitle: "Reservierungen und Gäste",
  revenueChartTitle: "Umsatz nach Zahlungsart",
  heatmapTitle: "Auslastung nach Wochentag und Uhrzeit",
  showAsTable: "Als Tabelle anzeigen",
  columnDay: "Tag",
  columnWeek: "Woche ab",
  columnReservations: "Reservierungen",
  columnGuests: "Gäste",
  columnCash: "Bar",
  columnCard: "Karte",
  columnTips: "Trinkgeld",
  columnWeekday: "Wochentag",
  heatmapLegend: "Je dunkler, desto mehr Reservierungen (ohne Stornierungen).",
  statusFilterLabel: "Status",
  sortLabel: "Sortierung",
  revenueHeading: "Umsatz",
  channelsHeading: "Buchungskanäle",
  channelsEmpty: "Keine Reservierungen im Zeitraum",
  channelsHint: "Reservierungen des Zeitraums nach dem Weg, auf dem sie kamen (mit Stornierungen).",
} as const;

/** One channel's line: '12 Reservierungen · 34,5 % · 30 Gäste' (a no-break space before the percent sign). */
export function statisticsChannelLine(total: number, sharePercent: number, guests: number): string {
  const share = sharePercent.toLocaleString("de-DE", { maximumFractionDigits: 1 });
  const reservations = total === 1 ? "1 Reservierung" : `${total} Reservierungen`;
  const guestWord = guests === 1 ? "1 Gast" : `${guests} Gäste`;
  return `${reservations} · ${share}\u00a0% · ${guestWord}`;
}

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

/** Under Ø Endbetrag: 'inkl. 12,5 % Trinkgeld' (percent already formatted). */
export function statisticsFinalAmountHint(tipPercentFormatted: string): string {
  return `inkl. ${tipPercentFormatted} Trinkgeld`;
}
/** Under Ø Trinkgeld %: 'Ø 3,50 € pro Bestellung' (amount already formatted). */
export function statisticsTipPerOrderHint(tipPerOrderFormatted: string): string {
  return `Ø ${tipPerOrderFormatted} pro Bestellung`;
}
/**
 * Under Bar-/Karten-Zahlungen: '12 Zahlungen · 340,00 € · 45,3 % vom Umsatz' (values already formatted).
 *
 */
export function statisticsPaymentShareHint(
  count: number,
  amountFormatted: string,
  shareFormatted: string,
): string {
  const payments = count === 1 ? "1 Zahlung" : `${count} Zahlungen`;
  return `${payments} · ${amountFormatted} · ${shareFormatted} vom Umsatz`;
}
/** Under Gäste: 'Ø 3,5 pro bestätigter Reservierung' (average already formatted). */
export function statisticsAverageGuestsHint(averageFormatted: string): string {
  return `Ø ${averageFormatted} pro bestätigter Reservierung`;
}
/** A heat-map cell's accessible text: 'Donnerstag 19 Uhr: 4 Reservierungen'. */
export function statisticsHeatmapCellLabel(weekday: string, hour: number, count: number): string {
  return `${weekday} ${hour} Uhr: ${count} ${count === 1 ? "Reservierung" : "Reservierungen"}`;
}
/** Under the list: '100 von 340 angezeigt'. */
export function statisticsShownOf(shown: number, total: number): string {
  return `${shown} von ${total} angezeigt`;
}
