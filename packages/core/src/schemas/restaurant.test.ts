import { describe, expect, it } from "vitest";
import {
  createRestaurantRequestSchema,
  restaurantListResponseSchema,
  restaurantResponseSchema,
  restaurantSchema,
} from "./restaurant.ts";
import { updateRestaurantRequestSchema } from "./restaurant-update.ts";

describe("restaurantSchema", () => {
  it("given `id` and `user_id`, reads `_id` and `ownerId`", () => {
    expect(
      restaurantSchema.parse({ id: 5, name: "Trattoria Demo", user_id: 9, bannerUrl: "/api/banner/5" }),
    ).toEqual({ _id: "5", name: "Trattoria Demo", ownerId: "9", bannerUrl: "/api/banner/5" });
  });
});

describe("restaurant responses", () => {
  it("given the list under `restaurants`, reads it as data", () => {
    const parsed = restaurantListResponseSchema.parse({
      success: true,
      restaurants: [{ _id: "1", name: "A" }],
    });
    expect(parsed.data).toHaveLength(1);
  });
  it("given one restaurant under `restaurant`, reads it as data", () => {
    expect(
      restaurantResponseSchema.parse({ success: true, restaurant: { _id: "1", name: "A" } }).data?.name,
    ).toBe("A");
  });
});

describe("updateRestaurantRequestSchema", () => {
  it("given one field (save on blur), accepts it", () => {
    expect(updateRestaurantRequestSchema.parse({ phone: " 030 1234 " })).toEqual({ phone: "030 1234" });
  });
  it("given a blank name, refuses it; given an empty e-mail, clears it", () => {
    expect(updateRestaurantRequestSchema.safeParse({ name: " " }).success).toBe(false);
    expect(updateRestaurantRequestSchema.parse({ email: "" })).toEqual({ email: "" });
  });
  it("given an ownerId, rejects it (owners are not changed here)", () => {
    expect(updateRestaurantRequestSchema.safeParse({ ownerId: "x" }).success).toBe(false);
  });
  it("given a description of 2001 characters, refuses it", () => {
    expect(updateRestaurantRequestSchema.safeParse({ description: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("createRestaurantRequestSchema", () => {
  it("given userId, name and e-mail, accepts them", () => {
    expect(createRestaurantRequestSchema.parse({ userId: "u1", name: "Neu", email: "A@B.de" }).email).toBe(
      "a@b.de",
    );
  });
});
