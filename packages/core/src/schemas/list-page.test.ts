import { describe, expect, it } from "vitest";
import { restaurantListQuerySchema, restaurantPageResponseSchema, userListQuerySchema } from "./list-page.ts";

const messageOf = (query: Record<string, unknown>) =>
  restaurantListQuerySchema.safeParse(query).error?.issues[0]?.message;

describe("restaurantListQuerySchema and userListQuerySchema", () => {
  it("given nothing, asks for nothing (the whole list)", () => {
    expect(restaurantListQuerySchema.parse({})).toEqual({});
    expect(userListQuerySchema.parse({})).toEqual({});
  });

  it("given a query string's values, reads the limit as a number and trims the search", () => {
    expect(restaurantListQuerySchema.parse({ q: "  Berlin ", cursor: "abc", limit: "6" })).toEqual({
      q: "Berlin",
      cursor: "abc",
      limit: 6,
    });
  });

  it("given an unknown parameter, ignores it (integrations may add one to bust caches)", () => {
    expect(userListQuerySchema.parse({ _: "123", limit: "50" })).toEqual({ limit: 50 });
  });

  it("given bad values, refuses each in German", () => {
    expect(messageOf({ limit: "0" })).toBe("Pro Seite sind 1 bis 50 Einträge möglich.");
    expect(messageOf({ limit: "51" })).toBe("Pro Seite sind 1 bis 50 Einträge möglich.");
    expect(messageOf({ limit: "sechs" })).toBe("Pro Seite sind 1 bis 50 Einträge möglich.");
    expect(messageOf({ limit: "2.5" })).toBe("Pro Seite sind 1 bis 50 Einträge möglich.");
    expect(messageOf({ q: "x".repeat(101) })).toBe("Der Suchbegriff darf höchstens 100 Zeichen lang sein.");
    expect(messageOf({ cursor: "" })).toMatch(/Seitenangabe ist ungültig/);
    expect(messageOf({ cursor: "x".repeat(401) })).toMatch(/Seitenangabe ist ungültig/);
  });
});

describe("restaurantPageResponseSchema", () => {
  it("given the whole list's answer (no cursor), reads it as the only page", () => {
    expect(restaurantPageResponseSchema.parse({ success: true, data: [] })).toEqual({
      success: true,
      data: [],
      nextCursor: null,
      total: null,
    });
  });

  it("given a page, reads its restaurants, the next cursor and the total (null when left out)", () => {
    const page = restaurantPageResponseSchema.parse({
      success: true,
      data: [{ id: "r-1", name: "Trattoria", user_id: "u-1" }],
      restaurants: [],
      nextCursor: null,
    });
    expect(page).toEqual({
      success: true,
      data: [{ _id: "r-1", name: "Trattoria", ownerId: "u-1" }],
      nextCursor: null,
      total: null,
    });
  });
});
