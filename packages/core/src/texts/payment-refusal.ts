import type { BookingErrorCode } from "../rules/error-codes.ts";
import { bookingErrorCodes } from "../rules/error-codes.ts";
import type { OrdersPayableCheck } from "../rules/payment.ts";
import { paymentPartiallyPaid, paymentTexts } from "./payment.ts";

type Refusal = Exclude<OrdersPayableCheck, { ok: true }>;

/** Why the orders cannot be paid, in the required German words (the dialog's notice and the API's 409 alike). */
export function paymentRefusalText(check: Refusal): string {
  switch (check.reason) {
    case "alreadyPaid":
      return paymentTexts.alreadyPaid;
    case "allPaid":
      return paymentTexts.allAlreadyPaid;
    case "partiallyPaid":
      return paymentPartiallyPaid(check.paid, check.total);
    case "notDelivered":
      return paymentTexts.notAllDelivered;
    default:
      return paymentTexts.noAmount;
  }
}

/** The machine-readable `code` of the API's 409 for the same refusal. */
export function paymentRefusalCode(check: Refusal): BookingErrorCode | "conflict" {
  if (check.reason === "notDelivered") return bookingErrorCodes.notAllDelivered;
  if (check.reason === "alreadyPaid" || check.reason === "allPaid" || check.reason === "partiallyPaid") {
    return bookingErrorCodes.alreadyPaid;
  }
  return "conflict";
}
