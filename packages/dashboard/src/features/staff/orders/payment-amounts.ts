import { centsToEuroAmount, euroAmountToCents, parseEuroAmountInput } from "@tischservice/core";

/** A typed amount ('12,50' or '12.5') as a number; NaN when it is not one. */
export const parseAmount = parseEuroAmountInput;

/** An amount for an input's value: '12.50'. */
export function amountInputValue(amount: number): string {
  return Number.isFinite(amount) ? centsToEuroAmount(euroAmountToCents(amount)).toFixed(2) : "";
}

/** The final amount after a tip change: order total plus tip (in cents). */
export function finalAfterTip(total: number, tip: number): number {
  return centsToEuroAmount(euroAmountToCents(total) + euroAmountToCents(tip));
}

/** The tip after a final-amount change: what exceeds the total, never below 0. */
export function tipAfterFinal(total: number, finalAmount: number): number {
  return centsToEuroAmount(Math.max(0, euroAmountToCents(finalAmount) - euroAmountToCents(total)));
}
