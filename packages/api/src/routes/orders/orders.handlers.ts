import {
  apiAnswerTexts,
  bookingErrorCodes,
  ordersTexts,
  orderTableName,
  paymentTexts,
  takeAwayOrderTableName,
} from "@tischservice/core";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps, AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, findRestaurantByAnyId, type Restaurant, requireStaff } from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { menuItems, orderItems, orders, tables } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { type OrderDto, toOrderDtos, totalCentsOf } from "../../orders/order-dto.ts";
import { payOrders } from "../../orders/pay-orders.ts";
import type { createOrder, listOrders, payOrder, updateDelivered, updateQuantity } from "./orders.routes.ts";

export const orderMessages = {
  ...apiAnswerTexts.orders,
  alreadyPaid: paymentTexts.alreadyPaid,
  created: ordersTexts.submitSuccess,
} as const;

async function one(db: Db | Tx, row: typeof orders.$inferSelect): Promise<OrderDto> {
  const [dto] = await toOrderDtos(db, [row]);
  if (!dto) throw new Error("order dto missing");
  return dto;
}

/** An order and its restaurant; 404 when unknown. */
export async function findOrder(db: Db | Tx, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw notFound(orderMessages.notFound);
  return { order, restaurant: await findRestaurant(db, order.restaurantId) };
}

export const listOrdersHandler: AppRouteHandler<typeof listOrders> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurantByAnyId(db, c.req.valid("param").restaurantId);
  const user = requireStaff(c, restaurant);
  // Sub-users work on open orders; paid ones (their amounts and tips: revenue) are the owner's.
  const openOnly = user.isSubuser || c.req.valid("query").status === "open";
  const rows = await db
    .select()
    .from(orders)
    .where(
      openOnly
        ? and(eq(orders.restaurantId, restaurant.id), isNull(orders.paidAt))
        : eq(orders.restaurantId, restaurant.id),
    )
    .orderBy(desc(orders.createdAt));
  return c.json({ success: true as const, data: await toOrderDtos(db, rows) }, 200);
};

export const createOrderHandler: AppRouteHandler<typeof createOrder> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid("json");
  const restaurant = await findRestaurant(deps.db, body.restaurantId);
  requireStaff(c, restaurant);
  const quantities = new Map<string, number>();
  for (const item of body.items)
    quantities.set(item.menuItemId, (quantities.get(item.menuItemId) ?? 0) + item.quantity);
  const menu = await deps.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurant.id), inArray(menuItems.id, [...quantities.keys()])));
  if (menu.length !== quantities.size) throw badRequest(orderMessages.unknownMenuItem);
  let tableName = "";
  let tableId: string | null = null;
  if (body.orderType === "dine-in") {
    const [table] = await deps.db
      .select()
      .from(tables)
      .where(and(eq(tables.id, body.tableId ?? ""), eq(tables.restaurantId, restaurant.id)))
      .limit(1);
    if (!table) throw badRequest(orderMessages.foreignTable);
    tableId = table.id;
    tableName = orderTableName(table.tableNumber);
  } else {
    tableName = takeAwayOrderTableName(body.customerName ?? "");
  }
  const lines = menu.map((item) => ({
    menuItemId: item.id,
    name: item.name,
    priceCents: item.priceCents,
    quantity: quantities.get(item.id) ?? 0,
    type: item.type,
  }));
  const at = deps.now();
  const dto = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        restaurantId: restaurant.id,
        tableId,
        tableName,
        customerName: body.customerName ?? "",
        orderType: body.orderType === "takeaway" ? "takeaway" : "dine_in",
        totalCents: totalCentsOf(lines),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error("order not inserted");
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
    await publishChange(deps, tx, restaurant.id, "orders", row.id, "created");
    return one(tx, row);
  });
  return c.json({ success: true as const, message: orderMessages.created, data: dto }, 201);
};

/** Changes one line of an unpaid order under a row lock and recomputes the total. */
async function changeItem(
  deps: AppDeps,
  restaurant: Restaurant,
  orderId: string,
  menuItemId: string,
  change: (item: typeof orderItems.$inferSelect) => Partial<typeof orderItems.$inferInsert>,
): Promise<OrderDto> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound(orderMessages.notFound);
    if (order.paidAt) throw conflict(orderMessages.alreadyPaid, { code: bookingErrorCodes.alreadyPaid });
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.menuItemId, menuItemId)));
    if (!item) throw notFound(orderMessages.itemNotFound);
    await tx.update(orderItems).set(change(item)).where(eq(orderItems.id, item.id));
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [updated] = await tx
      .update(orders)
      .set({ totalCents: totalCentsOf(items), updatedAt: deps.now() })
      .where(eq(orders.id, orderId))
      .returning();
    if (!updated) throw new Error("order not updated");
    await publishChange(deps, tx, restaurant.id, "orders", orderId, "updated");
    return one(tx, updated);
  });
}

export const updateQuantityHandler: AppRouteHandler<typeof updateQuantity> = async (c) => {
  const deps = c.var.deps;
  const { orderId, menuItemId } = c.req.valid("param");
  const { restaurant } = await findOrder(deps.db, orderId);
  requireStaff(c, restaurant);
  const { quantity } = c.req.valid("json");
  const data = await changeItem(deps, restaurant, orderId, menuItemId, (item) => {
    if (item.delivered) throw conflict(orderMessages.deliveredLocked);
    return { quantity };
  });
  return c.json({ success: true as const, message: orderMessages.saved, data }, 200);
};

export const updateDeliveredHandler: AppRouteHandler<typeof updateDelivered> = async (c) => {
  const deps = c.var.deps;
  const { orderId, menuItemId } = c.req.valid("param");
  const { restaurant } = await findOrder(deps.db, orderId);
  requireStaff(c, restaurant);
  const { delivered } = c.req.valid("json");
  const data = await changeItem(deps, restaurant, orderId, menuItemId, () => ({ delivered }));
  return c.json({ success: true as const, message: orderMessages.saved, data }, 200);
};

export const payOrderHandler: AppRouteHandler<typeof payOrder> = async (c) => {
  const deps = c.var.deps;
  const { orderId } = c.req.valid("param");
  const { restaurant } = await findOrder(deps.db, orderId);
  const user = requireStaff(c, restaurant);
  const body = c.req.valid("json");
  const { result, replayed } = await payOrders(deps, restaurant, orderId, {
    finalAmount: body.finalAmount,
    tip: body.tip,
    paymentMethod: body.paymentMethod,
    requestId: c.req.valid("header")["idempotency-key"] ?? body.idempotencyKey ?? null,
    userId: user.id,
  });
  if (replayed) c.header("Idempotent-Replayed", "true");
  return c.json({ success: true as const, message: paymentTexts.success, data: result }, 200);
};
