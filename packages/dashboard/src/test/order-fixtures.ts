import { type MenuItem, menuItemSchema, type Order, orderSchema } from "@tischservice/core";

/** The demo menu of the order stories and tests. */
export const demoMenu: MenuItem[] = [
  { _id: "m-cola", name: "Cola", price: 3.2, type: "drink" },
  { _id: "m-wasser", name: "Wasser", price: 2.5, type: "drink" },
  { _id: "m-bruschetta", name: "Bruschetta", price: 6.9, type: "appetizer" },
  { _id: "m-pizza", name: "Pizza Margherita", price: 10.5, type: "main" },
  { _id: "m-tiramisu", name: "Tiramisu", price: 6.5, type: "dessert" },
].map((item) => menuItemSchema.parse({ ...item, userId: "u-owner", restaurantId: "r-1" }));

let next = 1;
/** An open order of Trattoria Demo; `overrides` replace fields. */
export function demoOrder(overrides: Record<string, unknown> = {}): Order {
  const id = `o-${next++}`;
  return orderSchema.parse({
    _id: id,
    restaurantId: "r-1",
    tableId: "t-4",
    tableName: "Tisch 4",
    customerName: "",
    orderType: "dine-in",
    items: [
      { menuItemId: "m-cola", name: "Cola", price: 3.2, quantity: 2, type: "drink", delivered: false },
      {
        menuItemId: "m-pizza",
        name: "Pizza Margherita",
        price: 10.5,
        quantity: 1,
        type: "main",
        delivered: false,
      },
    ],
    totalAmount: 16.9,
    status: "pending",
    created_at: "2026-05-14T09:30:00.000Z",
    updated_at: "2026-05-14T09:30:00.000Z",
    payment: null,
    ...overrides,
  });
}
