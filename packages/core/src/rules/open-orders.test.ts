import { describe, expect, it } from "vitest";
import {
  isOpenOrder,
  isTakeawayOrder,
  mergeOpenOrdersForDisplay,
  type OpenOrderLike,
  openOrderCount,
  orderDisplayStatus,
} from "./open-orders.ts";

const cola = { menuItemId: "m1", name: "Cola", price: 3.2, type: "drink" };
const schnitzel = { menuItemId: "m2", name: "Schnitzel", price: 14.9, type: "main" };

const t1a: OpenOrderLike = {
  _id: "o1",
  tableId: "t1",
  tableName: "Tisch 1",
  created_at: "2024-06-03T18:10:00.000Z",
  items: [
    { ...cola, quantity: 2, delivered: true },
    { ...schnitzel, quantity: 1, delivered: false },
  ],
};
const t1b: OpenOrderLike = {
  _id: "o2",
  tableId: "t1",
  tableName: "Tisch 1",
  createdAt: "2024-06-03T18:00:00.000Z",
  items: [{ ...cola, quantity: 1, delivered: false }],
};
const t2: OpenOrderLike = {
  _id: "o3",
  tableId: "t2",
  created_at: "2024-06-03T17:00:00.000Z",
  items: [{ ...cola, quantity: 1 }],
};
const away1: OpenOrderLike = {
  _id: "o4",
  orderType: "takeaway",
  customerName: "Eva",
  items: [{ ...schnitzel, quantity: 1 }],
};
const away2: OpenOrderLike = {
  _id: "o5",
  orderType: "take-away",
  tableId: "t1",
  items: [{ ...cola, quantity: 1 }],
};
const paid: OpenOrderLike = {
  _id: "o6",
  tableId: "t3",
  payment: { paidAt: "2024-06-03T19:00:00.000Z" },
  items: [],
};

describe("isOpenOrder / isTakeawayOrder", () => {
  it("an order is open while it has no payment.paidAt", () => {
    expect(isOpenOrder(t1a)).toBe(true);
    expect(isOpenOrder({ payment: { paidAt: null } })).toBe(true);
    expect(isOpenOrder(paid)).toBe(false);
  });
  it("recognises both take-away spellings", () => {
    expect(isTakeawayOrder(away1)).toBe(true);
    expect(isTakeawayOrder(away2)).toBe(true);
    expect(isTakeawayOrder(t1a)).toBe(false);
  });
});

describe("mergeOpenOrdersForDisplay", () => {
  const cards = mergeOpenOrdersForDisplay([t1a, t1b, t2, away1, away2, paid]);
  const table1 = cards.find((c) => c.key === "table:t1");
  it("merges one table's orders into one card and keeps take-away orders apart, paid ones out", () => {
    expect(cards.map((c) => c.key)).toEqual(["table:t2", "table:t1", "takeaway:o4", "takeaway:o5"]);
    expect(table1?.orderIds).toEqual(["o1", "o2"]);
  });
  it("merges items by menu item id and name and sums quantities", () => {
    expect(table1?.items.map((i) => [i.name, i.quantity, i.deliveredQuantity, i.delivered])).toEqual([
      ["Cola", 3, 2, false],
      ["Schnitzel", 1, 0, false],
    ]);
    expect(table1?.items[0]?.sources).toEqual([
      { orderId: "o1", quantity: 2, delivered: true },
      { orderId: "o2", quantity: 1, delivered: false },
    ]);
  });
  it("recomputes the total from the lines in cents (3 x 3.20 + 14.90 = 24.50)", () => {
    expect(table1?.totalAmount).toBe(24.5);
  });
  it("uses the earliest creation time of the merged orders", () => {
    expect(table1?.createdAt).toBe("2024-06-03T18:00:00.000Z");
  });
  it("gives the merged card the status over all its order lines", () => {
    expect(table1?.status).toEqual({ kind: "partial", delivered: 1, total: 3 });
  });
  it("keeps items with the same id but another name apart", () => {
    const renamed = { ...t1b, items: [{ ...cola, name: "Cola Zero", quantity: 1 }] };
    expect(mergeOpenOrdersForDisplay([t1a, renamed])[0]?.items.map((i) => i.name)).toEqual([
      "Cola",
      "Schnitzel",
      "Cola Zero",
    ]);
  });
  it("keeps orders without a table apart and puts orders without a valid time last", () => {
    const loose1 = { _id: "x1", items: [] };
    const loose2 = { _id: "x2", created_at: "kaputt", items: [] };
    expect(mergeOpenOrdersForDisplay([loose1, loose2, t2]).map((c) => c.key)).toEqual([
      "table:t2",
      "order:x1",
      "order:x2",
    ]);
  });
  it("given no orders, returns no cards", () => {
    expect(mergeOpenOrdersForDisplay([])).toEqual([]);
  });
});

describe("openOrderCount (required: distinct tables plus each take-away order)", () => {
  it("counts table t1 once, t2 once and both take-away orders; paid orders not at all", () => {
    expect(openOrderCount([t1a, t1b, t2, away1, away2, paid])).toBe(4);
  });
  it("given no open orders, is 0", () => {
    expect(openOrderCount([paid])).toBe(0);
  });
});

describe("orderDisplayStatus (counted by order line)", () => {
  it("given no line delivered, is new (Neu)", () => {
    expect(orderDisplayStatus([{ quantity: 2 }, { quantity: 1, delivered: false }])).toEqual({ kind: "new" });
  });
  it("given some lines delivered, is partial with line counts (1/2 geliefert), whatever the quantities", () => {
    expect(orderDisplayStatus([{ quantity: 5, delivered: true }, { quantity: 1 }])).toEqual({
      kind: "partial",
      delivered: 1,
      total: 2,
    });
  });
  it("given all lines delivered, is ready (Bereit zur Zahlung)", () => {
    expect(orderDisplayStatus([{ quantity: 1, delivered: true }])).toEqual({ kind: "ready" });
  });
  it("ignores lines with quantity 0; no lines at all is new", () => {
    expect(orderDisplayStatus([{ quantity: 1, delivered: true }, { quantity: 0 }])).toEqual({
      kind: "ready",
    });
    expect(orderDisplayStatus([])).toEqual({ kind: "new" });
  });
});
