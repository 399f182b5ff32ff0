import { describe, expect, it } from "vitest";
import { updateRestaurantRequestSchema } from "../schemas/restaurant-update.ts";
import { bookingPageAddressTexts } from "../texts/booking-page-address.ts";
import {
  editableRestaurantSlugSchema,
  isReservedRestaurantSlug,
  restaurantSlugProblem,
} from "./booking-page-address.ts";

describe("editableRestaurantSlugSchema", () => {
  it("given lowercase letters and digits, keeps them", () => {
    expect(editableRestaurantSlugSchema.parse("trattoria2")).toBe("trattoria2");
  });
  it("given capitals and surrounding spaces, lowercases and trims them", () => {
    expect(editableRestaurantSlugSchema.parse("  LaLuna ")).toBe("laluna");
  });
  it("given exactly 20 characters, accepts them; 21 are refused in German", () => {
    expect(editableRestaurantSlugSchema.parse("a".repeat(20))).toHaveLength(20);
    expect(restaurantSlugProblem("a".repeat(21))).toBe(bookingPageAddressTexts.tooLong);
  });
  it("given nothing, asks for an address", () => {
    expect(restaurantSlugProblem("   ")).toBe(bookingPageAddressTexts.empty);
  });
  it.each(["la-luna", "la luna", "café", "straße", "a_b", "a.b", "a/b"])(
    "given %j, names the allowed characters",
    (value) => {
      expect(restaurantSlugProblem(value)).toBe(bookingPageAddressTexts.shape);
    },
  );
  it.each(["admin", "api", "app", "r", "widget", "ADMIN"])("given the reserved %j, refuses it", (value) => {
    expect(restaurantSlugProblem(value)).toBe(bookingPageAddressTexts.reserved);
  });
  it("given a word that only contains a reserved one, accepts it", () => {
    expect(isReservedRestaurantSlug("apfelbaum")).toBe(false);
    expect(restaurantSlugProblem("radmin")).toBeNull();
  });
});

describe("updateRestaurantRequestSchema's slug", () => {
  it("given a valid slug, passes it on normalised", () => {
    expect(updateRestaurantRequestSchema.parse({ slug: "NeuerName" })).toEqual({ slug: "neuername" });
  });
  it("given a reserved slug, refuses the request with the German message", () => {
    const result = updateRestaurantRequestSchema.safeParse({ slug: "api" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(bookingPageAddressTexts.reserved);
  });
  it("accepts the slug as read in `expected`", () => {
    expect(updateRestaurantRequestSchema.parse({ slug: "neu", expected: { slug: "alt" } })).toEqual({
      slug: "neu",
      expected: { slug: "alt" },
    });
  });
});

describe("bookingPageAddressTexts.loginsChange", () => {
  it("names the new login suffix and says the old logins keep working", () => {
    expect(bookingPageAddressTexts.loginsChange("neu")).toBe(
      "Die Anmeldenamen Ihrer Mitarbeiter ändern sich zu …@neu; die bisherigen funktionieren weiter.",
    );
  });
});
