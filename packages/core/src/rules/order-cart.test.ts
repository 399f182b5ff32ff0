import { describe, expect, it } from "vitest";
import { orderCart, setCartQuantity } from "./order-cart.ts";

const menu = [
  { _id: "m-1", name: "Cola", price: 3.2, type: "drink" },
  { _id: "m-2", name: "Pizza", price: 10.1, type: "main" },
  { _id: "m-3", name: "Tiramisu", price: 6.5, type: "dessert" },
];

describe("orderCart", () => {
  it("given quantities, lists the chosen items in menu order with 'Bestellung (N Artikel)' as the quantity sum", () => {
    const cart = orderCart(menu, { "m-3": 1, "m-1": 3 });
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([
      ["Cola", 3],
      ["Tiramisu", 1],
    ]);
    expect(cart.itemCount).toBe(4);
  });

  it("given prices with cents, sums 'Gesamt' in whole cents (3 × 3,20 + 10,10 = 19,70)", () => {
    const cart = orderCart(menu, { "m-1": 3, "m-2": 1 });
    expect(cart.totalAmount).toBe(19.7);
    expect(cart.lines[0]?.lineTotal).toBe(9.6);
  });

  it("given an item no longer on the menu or a quantity of 0, leaves it out", () => {
    expect(orderCart(menu, { gone: 2, "m-2": 0 })).toEqual({ lines: [], itemCount: 0, totalAmount: 0 });
  });
});

describe("setCartQuantity", () => {
  it("given a negative or fractional quantity, never goes below 0 and cuts the fraction", () => {
    expect(setCartQuantity({ "m-1": 1 }, "m-1", -1)).toEqual({});
    expect(setCartQuantity({}, "m-2", 2.7)).toEqual({ "m-2": 2 });
  });
});
