import {
  type OrdersPayableCheck,
  paymentFailed,
  paymentHttpErrorDetail,
  paymentRefusalText,
  paymentTexts,
} from "@tischservice/core";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { PaymentTimeoutError } from "../../../api/orders.ts";

/** Why the orders cannot be paid, in fixed German words; null when they can. */
export function paymentBlockedText(check: OrdersPayableCheck): string | null {
  return check.ok ? null : paymentRefusalText(check);
}

/** 'Fehler bei der Zahlungsabwicklung: {detail}' for a failed payment call. */
export function paymentErrorText(error: unknown): string {
  if (error instanceof PaymentTimeoutError) return paymentFailed(paymentTexts.detailTimeout);
  if (error instanceof ApiError)
    return paymentFailed(paymentHttpErrorDetail(error.status, error.serverMessage));
  // A body that is not JSON, or JSON of the wrong shape (zod's parse error).
  const invalidBody =
    (error instanceof NetworkError && error.message === "Ungültige Serverantwort") ||
    (error instanceof Error && error.name === "ZodError");
  if (invalidBody) return paymentFailed(paymentTexts.detailInvalidResponse);
  return paymentFailed(paymentTexts.detailConnection);
}
