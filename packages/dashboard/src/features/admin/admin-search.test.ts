import { describe, expect, it } from "vitest";
import { validateCustomerSearch } from "../guest/customer/customer-search.ts";
import { validateAdminSearch } from "./admin-search.ts";

describe("admin and customer search params", () => {
  it("given a known admin tab, keeps it; the default and unknown values are dropped", () => {
    expect(validateAdminSearch({ tab: "analytics" })).toEqual({ tab: "analytics" });
    expect(validateAdminSearch({ tab: "users" })).toEqual({});
    expect(validateAdminSearch({ tab: "system" })).toEqual({});
  });
  it("given a list's search, keeps it trimmed; an empty or unreadable one is dropped", () => {
    expect(validateAdminSearch({ tab: "restaurants", q: " Köln " })).toEqual({
      tab: "restaurants",
      q: "Köln",
    });
    expect(validateAdminSearch({ q: "   " })).toEqual({});
    expect(validateAdminSearch({ q: 42 })).toEqual({});
    expect(validateAdminSearch({ q: "x".repeat(120) }).q).toHaveLength(100);
  });
  it("given the customer's tab and restaurant, keeps valid ones only", () => {
    expect(validateCustomerSearch({ tab: "my-reservations", restaurant: "r-1" })).toEqual({
      tab: "my-reservations",
      restaurant: "r-1",
    });
    expect(validateCustomerSearch({ tab: "reserve", restaurant: "../x" })).toEqual({});
  });
});
