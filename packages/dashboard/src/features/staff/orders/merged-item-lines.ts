import type { MergedOrderItem } from "@tischservice/core";
import type { OrderLineRef } from "./order-cache.ts";

/** The undelivered order lines behind a merged item (what 'Als geliefert markieren' changes). */
export function undeliveredLines(item: MergedOrderItem): OrderLineRef[] {
  return item.sources
    .filter((s) => !s.delivered && s.orderId !== null)
    .map((s) => ({ orderId: s.orderId as string, menuItemId: item.menuItemId }));
}

/**
 * A change of a merged item's quantity, applied to its last undelivered line (delivered lines are
 * locked): that line's new quantity, never below 0. Null when nothing can change.
 */
export function quantityChange(
  item: MergedOrderItem,
  nextTotal: number,
): { line: OrderLineRef; quantity: number } | null {
  const delta = Math.floor(nextTotal) - item.quantity;
  const target = [...item.sources].reverse().find((s) => !s.delivered && s.orderId !== null);
  if (delta === 0 || !target || target.orderId === null) return null;
  return {
    line: { orderId: target.orderId, menuItemId: item.menuItemId },
    quantity: Math.max(0, target.quantity + delta),
  };
}
