import { randomUUID } from "node:crypto";
import {
  apiAnswerTexts,
  bookingErrorCodes,
  centsToEuroAmount,
  checkOrdersPayable,
  euroAmountToCents,
  paymentRefusalCode,
  paymentRefusalText,
  paymentTexts,
  splitTipCents,
} from "@tischservice/core";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { orderItems, orders, paymentOrders, payments } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/unique-violation.ts";
import { afterStatusChange } from "../reservations/status-change.ts";
import { completeReservationAtBill } from "./complete-at-bill.ts";
import { totalCentsOf } from "./order-dto.ts";

export interface PaymentInput {
  finalAmount: number;
  tip: number;
  paymentMethod: "cash" | "card";
  requestId: string | null;
  userId: string;
}

export interface PaymentResult {
  paymentId: string;
  paidAt: string;
  finalAmount: number;
  tip: number;
  paymentMethod: "cash" | "card";
  orders: Array<{ orderId: string; amount: number; tip: number }>;
}

const keyReused = apiAnswerTexts.orders.idempotencyKeyReused;

/** The payment with this request id, if it covers the order (a retry); 409 if it covers other orders. */
async function replay(tx: Tx, restaurantId: string, requestId: string, orderId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.restaurantId, restaurantId), eq(payments.requestId, requestId)))
    .limit(1);
  if (!payment) return null;
  const shares = await tx.select().from(paymentOrders).where(eq(paymentOrders.paymentId, payment.id));
  if (!shares.some((share) => share.orderId === orderId)) throw conflict(keyReused);
  return resultOf(payment, shares);
}

function resultOf(
  payment: typeof payments.$inferSelect,
  shares: Array<typeof paymentOrders.$inferSelect>,
): PaymentResult {
  return {
    paymentId: payment.id,
    paidAt: payment.paidAt.toISOString(),
    finalAmount: centsToEuroAmount(payment.finalAmountCents),
    tip: centsToEuroAmount(payment.tipCents),
    paymentMethod: payment.paymentMethod,
    orders: shares.map((share) => ({
      orderId: share.orderId,
      amount: centsToEuroAmount(share.amountCents + share.tipCents),
      tip: centsToEuroAmount(share.tipCents),
    })),
  };
}

/**
 * Pays an order together with the other open orders of its table (the dashboard shows them as one card;
 * a take-away order is paid alone). Rows are locked, core's checks decide, the tip and the amount are
 * split by each order's share in whole cents (the parts sum exactly). A request id that already paid
 * answers that payment again: a retry after a timeout never pays twice. Paying a table's bill completes
 * the reservation at that table in the same transaction (`completeReservationAtBill`).
 */
export async function payOrders(
  deps: AppDeps,
  restaurant: Restaurant,
  orderId: string,
  input: PaymentInput,
): Promise<{ result: PaymentResult; replayed: boolean }> {
  const requestId = input.requestId ?? `auto-${randomUUID()}`;
  const finalCents = euroAmountToCents(input.finalAmount);
  const tipCents = euroAmountToCents(input.tip);
  if (tipCents >= finalCents) throw badRequest(apiAnswerTexts.orders.tipNotBelowTotal);
  // The day of a reservation the bill completed, for what follows the commit.
  let completedOn: string | null = null;
  const run = () =>
    deps.db.transaction(async (tx) => {
      completedOn = null;
      const earlier = await replay(tx, restaurant.id, requestId, orderId);
      if (earlier) return { result: earlier, replayed: true };
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new Error("order vanished");
      if (order.paidAt) {
        // A concurrent retry with the same id may have paid while this one waited for the row lock.
        const paidMeanwhile = await replay(tx, restaurant.id, requestId, orderId);
        if (paidMeanwhile) return { result: paidMeanwhile, replayed: true };
        throw conflict(paymentTexts.alreadyPaid, { code: bookingErrorCodes.alreadyPaid });
      }
      const group =
        order.orderType === "dine_in" && order.tableId
          ? await tx
              .select()
              .from(orders)
              .where(
                and(
                  eq(orders.restaurantId, restaurant.id),
                  eq(orders.tableId, order.tableId),
                  eq(orders.orderType, "dine_in"),
                  isNull(orders.paidAt),
                ),
              )
              .orderBy(asc(orders.createdAt), asc(orders.id))
              .for("update")
          : [order];
      const items = await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            group.map((o) => o.id),
          ),
        );
      const totals = group.map((o) => totalCentsOf(items.filter((item) => item.orderId === o.id)));
      const check = checkOrdersPayable(
        group.map((o, index) => ({
          _id: o.id,
          totalAmount: centsToEuroAmount(totals[index] ?? 0),
          items: items.filter((item) => item.orderId === o.id),
          payment: o.paidAt ? { paidAt: o.paidAt } : null,
        })),
      );
      if (!check.ok) throw conflict(paymentRefusalText(check), { code: paymentRefusalCode(check) });
      const at = deps.now();
      const tipParts = splitTipCents(tipCents, totals);
      const amountParts = splitTipCents(finalCents - tipCents, totals);
      const [payment] = await tx
        .insert(payments)
        .values({
          restaurantId: restaurant.id,
          requestId,
          createdByUserId: input.userId,
          paymentMethod: input.paymentMethod,
          finalAmountCents: finalCents,
          tipCents,
          paidAt: at,
        })
        .returning();
      if (!payment) throw new Error("payment not inserted");
      const shares = group.map((o, index) => ({
        paymentId: payment.id,
        orderId: o.id,
        amountCents: amountParts[index] ?? 0,
        tipCents: tipParts[index] ?? 0,
      }));
      await tx.insert(paymentOrders).values(shares);
      await tx
        .update(orders)
        .set({ status: "paid", paymentId: payment.id, paidAt: at, updatedAt: at })
        .where(
          inArray(
            orders.id,
            group.map((o) => o.id),
          ),
        );
      if (order.orderType === "dine_in" && order.tableId) {
        const by = { actor: "staff" as const, userId: input.userId };
        completedOn = await completeReservationAtBill(deps, tx, restaurant, order.tableId, by, at);
      }
      await publishChange(deps, tx, restaurant.id, "orders", orderId, "updated");
      return { result: resultOf(payment, shares), replayed: false };
    });
  let paid: { result: PaymentResult; replayed: boolean };
  try {
    paid = await run();
  } catch (error) {
    // A concurrent request with the same id (or for the same orders) committed first.
    if (!isUniqueViolation(error)) throw error;
    paid = await run();
  }
  if (completedOn) await afterStatusChange(deps, restaurant, "completed", completedOn);
  return paid;
}
