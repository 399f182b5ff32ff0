// The project's own texts of statistics.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `statisticsTexts` (merged there). */
export const statisticsTexts = {
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
} as const;

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
