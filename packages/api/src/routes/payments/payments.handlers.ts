import { centsToEuroAmount } from "@tischservice/core";
import { desc, eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurantOfUser, requireManager } from "../../auth/access.ts";
import { orders, paymentOrders, payments } from "../../db/schema/index.ts";
import type { listPayments } from "./payments.routes.ts";

/** Payments and tips are the owner's (and admins'): sub-users take payments but never read them back. */
export const listPaymentsHandler: AppRouteHandler<typeof listPayments> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  requireManager(c, restaurant);
  const rows = await db
    .select({ share: paymentOrders, payment: payments, order: orders })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
    .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
    .where(eq(payments.restaurantId, restaurant.id))
    .orderBy(desc(payments.paidAt));
  const data = rows.map(({ share, payment, order }) => ({
    _id: payment.id,
    orderId: order.id,
    restaurantId: restaurant.id,
    tableName: order.tableName,
    totalAmount: centsToEuroAmount(order.totalCents),
    paidAt: payment.paidAt.toISOString(),
    finalAmount: centsToEuroAmount(share.amountCents + share.tipCents),
    tip: centsToEuroAmount(share.tipCents),
    paymentMethod: payment.paymentMethod,
    created_at: payment.paidAt.toISOString(),
  }));
  return c.json({ success: true as const, data }, 200);
};
