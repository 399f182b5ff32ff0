import { centsToEuroAmount } from "@tischservice/core";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import { orderItems, type orders, paymentOrders, payments } from "../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const PaymentSchema = z.object({
  paidAt: z.string(),
  finalAmount: z.number(),
  tip: z.number(),
  paymentMethod: z.enum(["cash", "card"]),
  paymentId: z.string(),
});

export const OrderDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    restaurantId: z.string(),
    tableId: z.string().nullable(),
    tableName: z.string(),
    customerName: z.string(),
    orderType: z.enum(["dine-in", "takeaway"]),
    items: z.array(
      z.object({
        menuItemId: z.string(),
        name: z.string(),
        price: z.number(),
        quantity: z.number(),
        type: z.string(),
        delivered: z.boolean(),
      }),
    ),
    totalAmount: z.number(),
    status: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    payment: PaymentSchema.nullable(),
  })
  .meta({ id: "Order" });
export type OrderDto = z.infer<typeof OrderDtoSchema>;

/** The total of an order's lines in cents (price from the menu at ordering time × quantity). */
export const totalCentsOf = (items: readonly Pick<OrderItemRow, "priceCents" | "quantity">[]) =>
  items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);

/** Orders as answered: euro amounts, items, and each order's share of its payment. */
export async function toOrderDtos(db: Db | Tx, rows: readonly OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, shares] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.name),
    db
      .select({ share: paymentOrders, payment: payments })
      .from(paymentOrders)
      .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
      .where(inArray(paymentOrders.orderId, ids)),
  ]);
  const shareOf = new Map(shares.map((row) => [row.share.orderId, row]));
  return rows.map((row) => {
    const share = shareOf.get(row.id);
    return {
      _id: row.id,
      id: row.id,
      restaurantId: row.restaurantId,
      tableId: row.tableId,
      tableName: row.tableName,
      customerName: row.customerName,
      orderType: row.orderType === "takeaway" ? ("takeaway" as const) : ("dine-in" as const),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          menuItemId: item.menuItemId ?? item.id,
          name: item.name,
          price: centsToEuroAmount(item.priceCents),
          quantity: item.quantity,
          type: item.type,
          delivered: item.delivered,
        })),
      totalAmount: centsToEuroAmount(row.totalCents),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      payment: share
        ? {
            paidAt: share.payment.paidAt.toISOString(),
            finalAmount: centsToEuroAmount(share.share.amountCents + share.share.tipCents),
            tip: centsToEuroAmount(share.share.tipCents),
            paymentMethod: share.payment.paymentMethod,
            paymentId: share.payment.id,
          }
        : null,
    };
  });
}
