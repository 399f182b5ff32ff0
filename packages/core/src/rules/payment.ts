import { centsToEuroAmount, euroAmountToCents } from "./money-cents.ts";

/** What the payment checks read from an order. */
export interface PayableOrderLike {
  _id?: string | null;
  totalAmount?: number | null;
  items?: readonly { delivered?: boolean | null; quantity?: number | null }[] | null;
  payment?: { paidAt?: string | Date | null } | null;
}

/** What the payment dialog submits. */
export interface PaymentInputLike {
  finalAmount?: number | null;
  tip?: number | null;
  paymentMethod?: string | null;
}

/** Why orders cannot be paid (texts: 'Diese Bestellung wurde bereits bezahlt.' and the like). */
export type OrdersPayableCheck =
  | { ok: true }
  | { ok: false; reason: "noOrders" }
  | { ok: false; reason: "invalidOrder"; index: number }
  | { ok: false; reason: "alreadyPaid" }
  | { ok: false; reason: "allPaid"; total: number }
  | { ok: false; reason: "partiallyPaid"; paid: number; total: number }
  | { ok: false; reason: "notDelivered"; undelivered: number };

/** Why the payment input is rejected. */
export type PaymentInputCheck =
  | { ok: true }
  | { ok: false; reason: "invalidFinalAmount" | "invalidPaymentMethod" | "invalidTip" };

/** The payment methods: cash (Bar) and card (Karte). */
export const ORDER_PAYMENT_METHODS = ["cash", "card"] as const;

/** A payment method. */
export type OrderPaymentMethodKey = (typeof ORDER_PAYMENT_METHODS)[number];

function isPaid(order: PayableOrderLike): boolean {
  const paidAt = order.payment?.paidAt;
  return paidAt !== null && paidAt !== undefined && paidAt !== "";
}

/**
 * Whether one order or a table's merged orders can be paid, checked in this order: at least one order;
 * each has an id and a positive finite totalAmount; none is paid (1 of 1: alreadyPaid, all of several:
 * allPaid, some: partiallyPaid with counts); every line with a quantity above 0 is delivered.
 */
export function checkOrdersPayable(orders: readonly PayableOrderLike[]): OrdersPayableCheck {
  if (orders.length === 0) return { ok: false, reason: "noOrders" };
  const invalid = orders.findIndex(
    (o) =>
      typeof o._id !== "string" ||
      o._id === "" ||
      typeof o.totalAmount !== "number" ||
      !Number.isFinite(o.totalAmount) ||
      o.totalAmount <= 0,
  );
  if (invalid >= 0) return { ok: false, reason: "invalidOrder", index: invalid };
  const paid = orders.filter(isPaid).length;
  if (paid > 0) {
    if (orders.length === 1) return { ok: false, reason: "alreadyPaid" };
    if (paid === orders.length) return { ok: false, reason: "allPaid", total: paid };
    return { ok: false, reason: "partiallyPaid", paid, total: orders.length };
  }
  const undelivered = orders
    .flatMap((o) => o.items ?? [])
    .filter((item) => (item.quantity ?? 0) > 0 && item.delivered !== true).length;
  if (undelivered > 0) return { ok: false, reason: "notDelivered", undelivered };
  return { ok: true };
}

/** Whether the payment input is valid: final amount above 0, method cash or card, tip not negative. */
export function checkPaymentInput(input: PaymentInputLike): PaymentInputCheck {
  const { finalAmount, tip, paymentMethod } = input;
  if (typeof finalAmount !== "number" || !Number.isFinite(finalAmount) || finalAmount <= 0) {
    return { ok: false, reason: "invalidFinalAmount" };
  }
  if (paymentMethod !== "cash" && paymentMethod !== "card")
    return { ok: false, reason: "invalidPaymentMethod" };
  if (tip !== null && tip !== undefined && (!Number.isFinite(tip) || tip < 0)) {
    return { ok: false, reason: "invalidTip" };
  }
  return { ok: true };
}

/**
 * Splits a tip in whole cents in proportion to each order's total (largest-remainder method): the parts
 * always sum to the tip; leftover cents go to the largest remainders, ties to the lower index. Totals
 * below 0 count as 0; when all totals are 0 the tip is split evenly. Throws a RangeError for a negative,
 * fractional or non-finite tip.
 */
export function splitTipCents(tipCents: number, orderTotalsCents: readonly number[]): number[] {
  if (!Number.isSafeInteger(tipCents) || tipCents < 0) throw new RangeError(`Invalid tip: ${tipCents}`);
  if (orderTotalsCents.length === 0) return [];
  const weights = orderTotalsCents.map((t) => (Number.isFinite(t) && t > 0 ? Math.round(t) : 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = sum === 0 ? weights.map(() => 1) : weights;
  const whole = sum === 0 ? shares.length : sum;
  const parts = shares.map((w) => Math.floor((tipCents * w) / whole));
  let left = tipCents - parts.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((w, index) => ({ index, remainder: (tipCents * w) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The payment of each merged order: its tip share and its final amount (order total plus tip share),
 * in euros, for `PUT /api/orders/{orderId}/payment`.
 */
export function splitPaymentAcrossOrders(
  orderTotals: readonly number[],
  tip: number,
): { tip: number; finalAmount: number }[] {
  if (!Number.isFinite(tip) || tip < 0) throw new RangeError(`Invalid tip: ${tip}`);
  const tips = splitTipCents(euroAmountToCents(tip), orderTotals.map(euroAmountToCents));
  return orderTotals.map((total, i) => ({
    tip: centsToEuroAmount(tips[i] ?? 0),
    finalAmount: centsToEuroAmount(euroAmountToCents(total) + (tips[i] ?? 0)),
  }));
}
