import { hasLabelKey } from "./has-key.ts";

/** The payment dialog (dashboard spec sections 2.11, 5 and 8). */
export const paymentTexts = {
  dialogTitle: "Zahlung", // not in the spec
  orderTotalLabel: "Bestellsumme", // not in the spec
  tipLabel: "Trinkgeld (€)", // not in the spec
  finalAmountLabel: "Endbetrag", // not in the spec
  methodLabel: "Zahlungsart", // not in the spec
  processing: "Zahlung wird verarbeitet...", // not in the spec
  success: "Zahlung erfolgreich abgeschlossen!", // not in the spec
  alreadyPaid: "Diese Bestellung wurde bereits bezahlt.",
  notAllDelivered: "Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.",
  allAlreadyPaid: "Alle Bestellungen wurden bereits bezahlt.",
  failed: "Fehler bei der Zahlungsabwicklung",
  detailConnection: "Verbindungsfehler", // not in the spec (detail named "connection error")
  detailInvalidResponse: "Ungültige Antwort vom Server", // not in the spec
  noAmount: "Diese Bestellung hat keinen Betrag und kann nicht bezahlt werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  retryHint: "Die Wiederholung bucht nicht doppelt: eine bereits angekommene Zahlung wird nur bestätigt.", // not in the spec
  splitHeading: "Aufteilung auf die Bestellungen", // not in the spec
  tipHint: "In Schritten von 0,50 €", // not in the spec
  finalAmountHint: "Bestellsumme plus Trinkgeld", // not in the spec
  detailTimeout: "Zeitüberschreitung: Der Server hat nicht innerhalb von 30 Sekunden geantwortet.", // not in the spec
} as const;

/** Payment methods: cash Bar, card Karte. */
export const paymentMethodLabels = {
  cash: "Bar",
  card: "Karte",
} as const;

/** Label of a stored method; unknown values are shown as they are. */
export function paymentMethodLabel(method: string | null | undefined): string {
  const key = method?.trim() ?? "";
  return hasLabelKey(paymentMethodLabels, key) ? paymentMethodLabels[key] : key;
}

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

/** Submit button: 'Zahlung abschließen (23,50 €)' from an already formatted amount. // not in the spec */
export function paymentSubmitLabel(finalAmountFormatted: string): string {
  return `Zahlung abschließen (${finalAmountFormatted})`;
}

/** One order's part of a merged payment: 'Bestellung 1: 12,00 € + 0,50 € Trinkgeld'. // not in the spec */
export function paymentSplitLine(index: number, amountFormatted: string, tipFormatted: string): string {
  return `Bestellung ${index}: ${amountFormatted} + ${tipFormatted} Trinkgeld`;
}
