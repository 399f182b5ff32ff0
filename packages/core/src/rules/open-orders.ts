import { centsToEuroAmount, euroAmountToCents } from "./money-cents.ts";

/** One line of an order. */
export interface OrderItemLike {
  menuItemId?: string | null;
  name?: string | null;
  price?: number | null;
  quantity?: number | null;
  type?: string | null;
  delivered?: boolean | null;
}

/** What the open-orders view reads from an order. */
export interface OpenOrderLike {
  _id?: string | null;
  tableId?: string | null;
  tableName?: string | null;
  customerName?: string | null;
  orderType?: string | null;
  items?: readonly OrderItemLike[] | null;
  created_at?: string | Date | null;
  createdAt?: string | Date | null;
  payment?: { paidAt?: string | Date | null } | null;
}

/** Display status: 'Neu', 'n/m geliefert', 'Bereit zur Zahlung'. */
export type OrderDisplayStatus =
  | { kind: "new" }
  | { kind: "partial"; delivered: number; total: number }
  | { kind: "ready" };

/** An item of a merged order: the same menu item id and name across the table's orders. */
export interface MergedOrderItem {
  menuItemId: string;
  name: string;
  /** Unit price of the first line merged. */
  price: number;
  quantity: number;
  deliveredQuantity: number;
  /** True when every merged line is delivered. */
  delivered: boolean;
  type: string | null;
  /** Sum of price x quantity of the merged lines, in euros. */
  lineTotal: number;
  /** The order lines merged, to toggle delivery per order. */
  sources: { orderId: string | null; quantity: number; delivered: boolean }[];
}

/** The orders of one table, or one take-away order, as one card. */
export interface MergedOrderGroup<T extends OpenOrderLike> {
  key: string;
  kind: "table" | "takeaway";
  tableId: string | null;
  tableName: string | null;
  customerName: string | null;
  orderIds: string[];
  orders: T[];
  items: MergedOrderItem[];
  /** Recomputed from the lines, in euros. */
  totalAmount: number;
  /** The earliest creation time as ISO string, or null when none is valid. */
  createdAt: string | null;
  status: OrderDisplayStatus;
}

/** Whether an order is still open: it has no `payment.paidAt`. */
export function isOpenOrder(order: OpenOrderLike): boolean {
  const paidAt = order.payment?.paidAt;
  return paidAt === null || paidAt === undefined || paidAt === "";
}

/** Whether an order is a take-away order (orderType 'takeaway' or 'take-away'). */
export function isTakeawayOrder(order: OpenOrderLike): boolean {
  return order.orderType === "takeaway" || order.orderType === "take-away";
}

function quantityOf(item: OrderItemLike): number {
  const q = item.quantity;
  return typeof q === "number" && Number.isFinite(q) && q > 0 ? Math.floor(q) : 0;
}

/**
 * The display status of order lines, counted by line (an order line is delivered as a whole), not by
 * quantity; lines with quantity 0 do not count. No lines or none delivered: new; all delivered: ready.
 */
export function orderDisplayStatus(items: readonly OrderItemLike[]): OrderDisplayStatus {
  const lines = items.filter((item) => quantityOf(item) > 0);
  const delivered = lines.filter((item) => item.delivered === true).length;
  if (delivered === 0) return { kind: "new" };
  if (delivered === lines.length) return { kind: "ready" };
  return { kind: "partial", delivered, total: lines.length };
}

function groupKey(order: OpenOrderLike, index: number): string {
  const id = order._id ?? `#${index}`;
  if (isTakeawayOrder(order)) return `takeaway:${id}`;
  return order.tableId ? `table:${order.tableId}` : `order:${id}`;
}

function createdMs(order: OpenOrderLike): number | null {
  const value = order.createdAt ?? order.created_at;
  if (value === null || value === undefined || value === "") return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

function mergeItems(orders: readonly OpenOrderLike[]): MergedOrderItem[] {
  const merged = new Map<string, MergedOrderItem & { cents: number }>();
  for (const order of orders) {
    for (const item of order.items ?? []) {
      const quantity = quantityOf(item);
      if (quantity === 0) continue;
      const menuItemId = item.menuItemId ?? "";
      const name = item.name ?? "";
      const key = `${menuItemId}\u0000${name}`;
      const delivered = item.delivered === true;
      const entry = merged.get(key) ?? {
        menuItemId,
        name,
        price: typeof item.price === "number" && Number.isFinite(item.price) ? item.price : 0,
        quantity: 0,
        deliveredQuantity: 0,
        delivered: true,
        type: item.type ?? null,
        lineTotal: 0,
        sources: [],
        cents: 0,
      };
      entry.quantity += quantity;
      entry.deliveredQuantity += delivered ? quantity : 0;
      entry.delivered &&= delivered;
      entry.cents += euroAmountToCents(item.price) * quantity;
      entry.sources.push({ orderId: order._id ?? null, quantity, delivered });
      merged.set(key, entry);
    }
  }
  return [...merged.values()].map(({ cents, ...item }) => ({ ...item, lineTotal: centsToEuroAmount(cents) }));
}

/**
 * The open orders as cards: orders of the same table merged (items by menu item id and name, quantities
 * summed, totals recomputed from the lines, earliest creation time), each take-away order and each order
 * without a table alone. Paid orders are left out. Cards sort by earliest creation, oldest first (no
 * valid time last, ties in input order).
 */
export function mergeOpenOrdersForDisplay<T extends OpenOrderLike>(
  orders: readonly T[],
): MergedOrderGroup<T>[] {
  const groups = new Map<string, { orders: T[]; first: number }>();
  orders.forEach((order, index) => {
    if (!isOpenOrder(order)) return;
    const key = groupKey(order, index);
    const group = groups.get(key) ?? { orders: [], first: index };
    group.orders.push(order);
    groups.set(key, group);
  });
  const cards = [...groups.entries()].map(([key, group]) => {
    const head = group.orders[0] as T;
    const times = group.orders.map(createdMs).filter((ms): ms is number => ms !== null);
    const items = mergeItems(group.orders);
    const earliest = times.length > 0 ? Math.min(...times) : null;
    const card: MergedOrderGroup<T> = {
      key,
      kind: isTakeawayOrder(head) ? "takeaway" : "table",
      tableId: head.tableId ?? null,
      tableName: head.tableName ?? null,
      customerName: head.customerName ?? null,
      orderIds: group.orders.map((o) => o._id).filter((id): id is string => typeof id === "string"),
      orders: group.orders,
      items,
      totalAmount: centsToEuroAmount(items.reduce((sum, item) => sum + euroAmountToCents(item.lineTotal), 0)),
      createdAt: earliest === null ? null : new Date(earliest).toISOString(),
      status: orderDisplayStatus(group.orders.flatMap((o) => o.items ?? [])),
    };
    return { card, first: group.first, earliest };
  });
  cards.sort((a, b) => {
    if (a.earliest === null || b.earliest === null) {
      return (a.earliest === null ? 1 : 0) - (b.earliest === null ? 1 : 0) || a.first - b.first;
    }
    return a.earliest - b.earliest || a.first - b.first;
  });
  return cards.map(({ card }) => card);
}

/** The open-order count of the frame: distinct tables plus each take-away order (and each table-less order). */
export function openOrderCount(orders: readonly OpenOrderLike[]): number {
  const keys = new Set<string>();
  orders.forEach((order, index) => {
    if (isOpenOrder(order)) keys.add(groupKey(order, index));
  });
  return keys.size;
}
