import { describe, expect, it } from "vitest";
import { menuItemBodySchema, menuItemListResponseSchema } from "./menu-item.ts";

const text = "Bitte füllen Sie alle Felder korrekt aus";
const message = (input: unknown) => menuItemBodySchema.safeParse(input).error?.issues[0]?.message;

describe("menuItemBodySchema", () => {
  it("given no type, defaults to main", () => {
    expect(menuItemBodySchema.parse({ name: " Tiramisu ", price: 6.5 })).toEqual({
      name: "Tiramisu",
      price: 6.5,
      type: "main",
    });
  });
  it.each([0, -1, 4.999, Number.NaN])("given the price %d, answers the required German text", (price) => {
    expect(message({ name: "Pizza", price })).toBe(text);
  });
  it("given 0.01 and 12.99, accepts them", () => {
    expect(menuItemBodySchema.safeParse({ name: "a", price: 0.01 }).success).toBe(true);
    expect(menuItemBodySchema.safeParse({ name: "a", price: 12.99 }).success).toBe(true);
  });
  it("given a blank name or an unknown type, answers the required German text", () => {
    expect(message({ name: " ", price: 3 })).toBe(text);
    expect(message({ name: "Cola", price: 3, type: "snack" })).toBe(text);
  });
});

describe("menuItemListResponseSchema", () => {
  it("given a bare array with a price as text, reads it", () => {
    expect(
      menuItemListResponseSchema.parse([{ id: 1, name: "Cola", price: "3.50", type: "drink" }]).data[0],
    ).toEqual({
      _id: "1",
      name: "Cola",
      price: 3.5,
      type: "drink",
    });
  });
});
