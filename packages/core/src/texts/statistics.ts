import * as project from "./project/statistics.ts";
import { statTileTexts } from "./stat-tile.ts";

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
  ...project.statisticsTexts,
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

export {
  statisticsAverageGuestsHint,
  statisticsFinalAmountHint,
  statisticsHeatmapCellLabel,
  statisticsPaymentShareHint,
  statisticsShownOf,
  statisticsTipPerOrderHint,
} from "./project/statistics.ts";
