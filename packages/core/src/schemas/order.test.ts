import { describe, expect, it } from "vitest";
import {
  createOrderRequestSchema,
  orderListResponseSchema,
  orderSchema,
  updateOrderItemQuantityRequestSchema,
} from "./order.ts";

const item = { menuItemId: "m1", name: "Pizza", price: 9.5, quantity: 2, type: "main" };
const message = (input: unknown) => createOrderRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("createOrderRequestSchema", () => {
  it("given a dine-in order, defaults the type", () => {
    expect(
      createOrderRequestSchema.parse({
        restaurantId: "r1",
        tableId: "t1",
        tableName: "Tisch 3",
        items: [item],
      }),
    ).toMatchObject({ orderType: "dine-in" });
  });
  it("given 'take-away' with a name, reads 'takeaway'", () => {
    expect(
      createOrderRequestSchema.parse({
        restaurantId: "r1",
        orderType: "take-away",
        customerName: "Lea",
        items: [item],
      }).orderType,
    ).toBe("takeaway");
  });
  it("given no items, answers '❌ Bitte Artikel auswählen'", () => {
    expect(message({ restaurantId: "r1", tableId: "t1", items: [] })).toBe("❌ Bitte Artikel auswählen");
  });
  it("given take-away with a blank name, answers '❌ Bitte Kundennamen eingeben'", () => {
    expect(message({ restaurantId: "r1", orderType: "takeaway", customerName: "  ", items: [item] })).toBe(
      "❌ Bitte Kundennamen eingeben",
    );
  });
  it("given a negative quantity, answers 'Menge kann nicht negativ sein'", () => {
    expect(message({ restaurantId: "r1", tableId: "t1", items: [{ ...item, quantity: -1 }] })).toBe(
      "Menge kann nicht negativ sein",
    );
  });
  it("given a status other than pending, rejects it", () => {
    expect(
      createOrderRequestSchema.safeParse({ restaurantId: "r1", tableId: "t1", items: [item], status: "paid" })
        .success,
    ).toBe(false);
  });
});

describe("updateOrderItemQuantityRequestSchema", () => {
  it("given 0, accepts it; given -1, answers the required German text", () => {
    expect(updateOrderItemQuantityRequestSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
    expect(updateOrderItemQuantityRequestSchema.safeParse({ quantity: -1 }).error?.issues[0]?.message).toBe(
      "Menge kann nicht negativ sein",
    );
  });
});

describe("orderSchema", () => {
  it("given createdAt, 'take-away' and a payment, normalises them", () => {
    const parsed = orderSchema.parse({
      id: 4,
      tableName: "Take-Away - Lea",
      orderType: "take-away",
      items: [{ ...item, delivered: true }],
      totalAmount: 19,
      createdAt: "2026-05-01T12:00:00Z",
      payment: { paidAt: "2026-05-01T13:00:00Z", finalAmount: 21, tip: 2, paymentMethod: "card" },
    });
    expect(parsed).toMatchObject({ _id: "4", orderType: "takeaway", created_at: "2026-05-01T12:00:00Z" });
    expect(parsed.payment?.tip).toBe(2);
  });
  it("given a bare array answer, reads the list", () => {
    expect(orderListResponseSchema.parse([{ _id: "1", items: [] }]).data[0]?.status).toBe("pending");
  });
});
