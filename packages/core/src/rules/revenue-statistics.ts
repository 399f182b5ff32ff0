import { centsToEuroAmount, euroAmountToCents, percentOneDecimal } from "./money-cents.ts";
import { reservationCountOf } from "./reservation-fields.ts";
import { isInStatisticsPeriod, type StatisticsPeriodRange } from "./statistics-period.ts";

/**
 * What the revenue figures read from an order. A row may stand for `count` orders paid alike (the
 * database's groups by day and method): its amounts and tip are then the group's sums.
 */
export interface RevenueOrderLike {
  count?: number | null;
  totalAmount?: number | null;
  payment?: {
    paidAt?: string | Date | null;
    finalAmount?: number | null;
    tip?: number | null;
    paymentMethod?: string | null;
  } | null;
}

/** Count, amount (sum of final amounts, euros) and share of the total revenue (percent, one decimal). */
export interface PaymentMethodFigures {
  count: number;
  amount: number;
  sharePercent: number;
}

/** The eight revenue cards of the statistics tab; all amounts in euros with at most 2 decimals. */
export interface RevenueStatistics {
  /** Gesamtumsatz: the larger of (order totals + tips) and (sum of final amounts). */
  totalRevenue: number;
  /** Anzahl Bestellungen */
  orderCount: number;
  /** Sum of the order totals (before tips). */
  orderTotal: number;
  /** Ø Bestellwert: order total per order. */
  averageOrderValue: number;
  /** Sum of the final amounts. */
  finalAmountTotal: number;
  /** Ø Endbetrag: final amount per order. */
  averageFinalAmount: number;
  /** Gesamt Trinkgeld */
  totalTips: number;
  /** Ø Trinkgeld %: tips / order totals in percent, one decimal (0 when the totals are 0). */
  averageTipPercent: number;
  /** Tip per order. */
  tipPerOrder: number;
  /** Bar-Zahlungen */
  cash: PaymentMethodFigures;
  /** Karten-Zahlungen */
  card: PaymentMethodFigures;
}

function paidAtOf(order: RevenueOrderLike): Date | null {
  const paidAt = order.payment?.paidAt;
  if (paidAt === null || paidAt === undefined || paidAt === "") return null;
  const instant = paidAt instanceof Date ? paidAt : new Date(paidAt);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The revenue figures of the orders whose `payment.paidAt` falls in the range, computed in whole cents.
 * A missing final amount counts as order total plus tip; negative tips count as 0. Orders paid neither
 * cash nor card count in the totals but in neither method. Returns null ("Keine Daten") when no order
 * was paid in the range.
 */
export function revenueStatistics(
  orders: readonly RevenueOrderLike[],
  range: StatisticsPeriodRange,
): RevenueStatistics | null {
  let count = 0;
  let totals = 0;
  let tips = 0;
  let finals = 0;
  const methods = { cash: { count: 0, cents: 0 }, card: { count: 0, cents: 0 } };
  for (const order of orders) {
    if (!isInStatisticsPeriod(paidAtOf(order), range)) continue;
    const total = euroAmountToCents(order.totalAmount);
    const tip = Math.max(0, euroAmountToCents(order.payment?.tip));
    const finalAmount = order.payment?.finalAmount;
    const final =
      typeof finalAmount === "number" && Number.isFinite(finalAmount)
        ? euroAmountToCents(finalAmount)
        : total + tip;
    count += reservationCountOf(order);
    totals += total;
    tips += tip;
    finals += final;
    const method = order.payment?.paymentMethod;
    if (method === "cash" || method === "card") {
      methods[method].count += reservationCountOf(order);
      methods[method].cents += final;
    }
  }
  if (count === 0) return null;
  const revenue = Math.max(totals + tips, finals);
  const figures = (m: { count: number; cents: number }): PaymentMethodFigures => ({
    count: m.count,
    amount: centsToEuroAmount(m.cents),
    sharePercent: percentOneDecimal(m.cents, revenue),
  });
  return {
    totalRevenue: centsToEuroAmount(revenue),
    orderCount: count,
    orderTotal: centsToEuroAmount(totals),
    averageOrderValue: centsToEuroAmount(Math.round(totals / count)),
    finalAmountTotal: centsToEuroAmount(finals),
    averageFinalAmount: centsToEuroAmount(Math.round(finals / count)),
    totalTips: centsToEuroAmount(tips),
    averageTipPercent: percentOneDecimal(tips, totals),
    tipPerOrder: centsToEuroAmount(Math.round(tips / count)),
    cash: figures(methods.cash),
    card: figures(methods.card),
  };
}
