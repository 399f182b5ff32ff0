import { type MergedOrderGroup, mergeOpenOrdersForDisplay, type Order } from "@tischservice/core";
import { demoOrder } from "./order-fixtures.ts";

const line = (menuItemId: string, name: string, price: number, quantity: number, delivered: boolean) => ({
  menuItemId,
  name,
  price,
  quantity,
  type: "main",
  delivered,
});

/** Cards of each state for stories: new, partial delivery, ready, merged table orders, take-away. */
function groupOf(orders: Order[]): MergedOrderGroup<Order> {
  const [group] = mergeOpenOrdersForDisplay(orders);
  if (!group) throw new Error("demo group missing");
  return group;
}

export function demoGroups() {
  const [fresh, partial, ready, merged, takeAway] = [
    [demoOrder({ tableId: "t-1", tableName: "Tisch 1" })],
    [
      demoOrder({
        tableId: "t-2",
        tableName: "Tisch 2",
        items: [line("m-cola", "Cola", 3.2, 2, true), line("m-pizza", "Pizza Margherita", 10.5, 1, false)],
      }),
    ],
    [
      demoOrder({
        tableId: "t-3",
        tableName: "Tisch 3",
        items: [line("m-pizza", "Pizza Margherita", 10.5, 2, true)],
        totalAmount: 21,
      }),
    ],
    [
      demoOrder({ tableId: "t-5", tableName: "Tisch 5", created_at: "2026-05-14T09:05:00Z" }),
      demoOrder({
        tableId: "t-5",
        tableName: "Tisch 5",
        items: [line("m-cola", "Cola", 3.2, 1, false)],
        totalAmount: 3.2,
      }),
    ],
    [
      demoOrder({
        tableId: null,
        tableName: "Take-Away - Jonas",
        customerName: "Jonas",
        orderType: "takeaway",
      }),
    ],
  ].map(groupOf) as [
    MergedOrderGroup<Order>,
    MergedOrderGroup<Order>,
    MergedOrderGroup<Order>,
    MergedOrderGroup<Order>,
    MergedOrderGroup<Order>,
  ];
  return { fresh, partial, ready, merged, takeAway };
}

/** Two fully delivered orders of one table (20 € and 10 €): the merged payment. */
export function demoMergedReadyGroup(): MergedOrderGroup<Order> {
  return groupOf([
    demoOrder({
      tableId: "t-6",
      tableName: "Tisch 6",
      items: [line("m-pizza", "Pizza", 10, 2, true)],
      totalAmount: 20,
    }),
    demoOrder({
      tableId: "t-6",
      tableName: "Tisch 6",
      items: [line("m-pizza", "Pizza", 10, 1, true)],
      totalAmount: 10,
    }),
  ]);
}
