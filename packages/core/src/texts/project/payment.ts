// The project's own texts of payment.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `paymentTexts` (merged there). */
export const paymentTexts = {
  dialogTitle: "Zahlung",
  orderTotalLabel: "Bestellsumme",
  tipLabel: "Trinkgeld (€)",
  finalAmountLabel: "Endbetrag",
  methodLabel: "Zahlungsart",
  processing: "Zahlung wird verarbeitet...",
  success: "Zahlung erfolgreich abgeschlossen!",
  detailConnection: "Verbindungsfehler", // detail named "connection error"
  detailInvalidResponse: "Ungültige Antwort vom Server",
  noAmount: "Diese Bestellung hat keinen Betrag und kann nicht bezahlt werden.",
  retry: "Erneut versuchen",
  retryHint: "Die Wiederholung bucht nicht doppelt: eine bereits angekommene Zahlung wird nur bestätigt.",
  splitHeading: "Aufteilung auf die Bestellungen",
  tipHint: "In Schritten von 0,50 €",
  finalAmountHint: "Bestellsumme plus Trinkgeld",
  detailTimeout: "Zeitüberschreitung: Der Server hat nicht innerhalb von 30 Sekunden geantwortet.",
} as const;

/** Submit button: 'Zahlung abschließen (23,50 €)' from an already formatted amount. */
export function paymentSubmitLabel(finalAmountFormatted: string): string {
  return `Zahlung abschließen (${finalAmountFormatted})`;
}
/** One order's part of a merged payment: 'Bestellung 1: 12,00 € + 0,50 € Trinkgeld'. */
export function paymentSplitLine(index: number, amountFormatted: string, tipFormatted: string): string {
  return `Bestellung ${index}: ${amountFormatted} + ${tipFormatted} Trinkgeld`;
}
