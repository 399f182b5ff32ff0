import type { menuItems, orderItems, orders, paymentOrders, payments } from "../db/schema/index.ts";
import type { SeededRandom } from "./seeded-random.ts";

/** A past visit's bill as the seeds write it: the order, its dishes, the payment and what links them. */
export interface DemoBill {
  order: typeof orders.$inferInsert;
  items: Array<typeof orderItems.$inferInsert>;
  payment: typeof payments.$inferInsert;
  paymentOrder: typeof paymentOrders.$inferInsert;
}

export interface DemoVisit {
  restaurantId: string;
  tableId: string;
  tableNumber: string;
  startsAt: Date;
  menu: ReadonlyArray<typeof menuItems.$inferSelect>;
}

export interface DemoBillShape {
  /** How many dishes: asked anew before each dish (the seeds always drew it so; their data stays the same). */
  dishes: () => number;
  /** The minutes after the start within which the bill is paid. */
  paidWithin: readonly [from: number, to: number];
  /** Starts the payment's request id, naming the seed that wrote it. */
  requestPrefix: string;
}

/**
 * A visit's bill: dishes drawn from the menu, paid by cash or card near the end, often with a tip. Draws
 * from `rnd` in one fixed order, so a seed writes the same demo data on every run.
 */
export function demoPaidBill(visit: DemoVisit, shape: DemoBillShape, rnd: SeededRandom): DemoBill {
  const chosen = new Map<string, { item: (typeof visit.menu)[number]; quantity: number }>();
  for (let i = 0; i < shape.dishes(); i += 1) {
    const item = rnd.pick(visit.menu);
    chosen.set(item.id, { item, quantity: (chosen.get(item.id)?.quantity ?? 0) + 1 });
  }
  const total = [...chosen.values()].reduce((sum, { item, quantity }) => sum + item.priceCents * quantity, 0);
  const tip = rnd.next() < 0.25 ? 0 : Math.round((total * rnd.int(3, 15)) / 100 / 50) * 50;
  const paidAt = new Date(visit.startsAt.getTime() + rnd.int(...shape.paidWithin) * 60_000);
  const orderId = crypto.randomUUID();
  const paymentId = crypto.randomUUID();
  return {
    order: {
      id: orderId,
      restaurantId: visit.restaurantId,
      tableId: visit.tableId,
      tableName: `Tisch ${visit.tableNumber}`,
      status: "paid",
      totalCents: total,
      paymentId,
      paidAt,
      createdAt: new Date(visit.startsAt.getTime() + 10 * 60_000),
      updatedAt: paidAt,
    },
    items: [...chosen.values()].map(({ item, quantity }) => ({
      orderId,
      menuItemId: item.id,
      name: item.name,
      priceCents: item.priceCents,
      quantity,
      type: item.type,
      delivered: true,
    })),
    payment: {
      id: paymentId,
      restaurantId: visit.restaurantId,
      requestId: `${shape.requestPrefix}-${orderId}`,
      paymentMethod: rnd.next() < 0.45 ? "cash" : "card",
      finalAmountCents: total + tip,
      tipCents: tip,
      paidAt,
    },
    paymentOrder: { paymentId, orderId, amountCents: total, tipCents: tip },
  };
}
