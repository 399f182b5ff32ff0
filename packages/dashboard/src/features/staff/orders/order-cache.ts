import type { Order, OrderItem } from "@tischservice/core";

/** One line of one order, as the item calls address it. */
export interface OrderLineRef {
  orderId: string;
  menuItemId: string;
}

/** The orders with the named lines changed (the first line of that menu item in each order, as the API does). */
export function patchOrderLines(
  orders: readonly Order[] | undefined,
  lines: readonly OrderLineRef[],
  patch: Partial<Pick<OrderItem, "quantity" | "delivered">>,
): Order[] | undefined {
  if (!orders) return orders;
  return orders.map((order) => {
    const ids = new Set(lines.filter((l) => l.orderId === order._id).map((l) => l.menuItemId));
    if (ids.size === 0) return order;
    const seen = new Set<string>();
    const items = order.items.map((item) => {
      if (!ids.has(item.menuItemId) || seen.has(item.menuItemId)) return item;
      seen.add(item.menuItemId);
      return { ...item, ...patch };
    });
    return { ...order, items };
  });
}

/** The orders with the named ones marked paid now (they leave the open list at once). */
export function markOrdersPaid(
  orders: readonly Order[] | undefined,
  orderIds: readonly string[],
  payment: NonNullable<Order["payment"]>,
): Order[] | undefined {
  if (!orders) return orders;
  const paid = new Set(orderIds);
  return orders.map((order) => (paid.has(order._id) ? { ...order, payment } : order));
}
