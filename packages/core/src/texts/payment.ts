import * as project from "./project/payment.ts";

/** The payment dialog (dashboard spec sections 2.11, 5 and 8). */
export const paymentTexts = {
  alreadyPaid: "Diese Bestellung wurde bereits bezahlt.",
  notAllDelivered: "Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.",
  allAlreadyPaid: "Alle Bestellungen wurden bereits bezahlt.",
  failed: "Fehler bei der Zahlungsabwicklung",
  ...project.paymentTexts,
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

export { paymentSplitLine, paymentSubmitLabel } from "./project/payment.ts";
