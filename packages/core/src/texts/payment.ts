/** The payment dialog. */
export const paymentTexts = {
  alreadyPaid: "Diese Bestellung wurde bereits bezahlt.",
  notAllDelivered: "Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.",
  allAlreadyPaid: "Alle Bestellungen wurden bereits bezahlt.",
  failed: "Fehler bei der Zahlungsabwicklung",
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

/** Payment methods: cash Bar, card Karte. */
export const paymentMethodLabels = {
  cash: "Bar",
  card: "Karte",
} as const;

/** '{n} von {m} Bestellungen wurden bereits bezahlt. Zahlung ist nicht möglich.' */
export function paymentPartiallyPaid(paidCount: number, totalCount: number): string {
  return `${paidCount} von ${totalCount} Bestellungen wurden bereits bezahlt. Zahlung ist nicht möglich.`;
}

/** 'Fehler bei der Zahlungsabwicklung: {detail}' (without detail only the first part). */
export function paymentFailed(detail?: string | null): string {
  const trimmed = detail?.trim();
  return trimmed ? `${paymentTexts.failed}: ${trimmed}` : paymentTexts.failed;
}

/** Detail of a non-OK answer: 'HTTP 409: Bereits bezahlt'. */
export function paymentHttpErrorDetail(status: number, serverMessage?: string | null): string {
  const trimmed = serverMessage?.trim();
  return trimmed ? `HTTP ${status}: ${trimmed}` : `HTTP ${status}`;
}

/** Submit button: 'Zahlung abschließen (23,50 €)' from an already formatted amount. */
export function paymentSubmitLabel(finalAmountFormatted: string): string {
  return `Zahlung abschließen (${finalAmountFormatted})`;
}
/** One order's part of a merged payment: 'Bestellung 1: 12,00 € + 0,50 € Trinkgeld'. */
export function paymentSplitLine(index: number, amountFormatted: string, tipFormatted: string): string {
  return `Bestellung ${index}: ${amountFormatted} + ${tipFormatted} Trinkgeld`;
}
