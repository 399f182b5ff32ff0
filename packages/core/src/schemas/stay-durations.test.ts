import { describe, expect, it } from "vitest";
import { restaurantConfigSchema, updateRestaurantConfigRequestSchema } from "./restaurant-config.ts";

describe("stayDurations in the restaurant configuration (issue 20)", () => {
  it("given a valid list in a save, accepts it", () => {
    const body = { stayDurations: [{ maxGuests: 2, minutes: 90 }, { minutes: 180 }] };
    expect(updateRestaurantConfigRequestSchema.parse(body).stayDurations).toEqual(body.stayDurations);
  });
  it("given guest limits that do not grow, refuses with a German message naming the row", () => {
    const result = updateRestaurantConfigRequestSchema.safeParse({
      stayDurations: [{ maxGuests: 4, minutes: 90 }, { maxGuests: 2, minutes: 120 }, { minutes: 150 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["stayDurations", 1],
      message: "Jede Zeile braucht mehr Gäste als die Zeile davor.",
    });
  });
  it("given a row with unknown fields or text minutes, refuses", () => {
    expect(
      updateRestaurantConfigRequestSchema.safeParse({ stayDurations: [{ minutes: "90" }] }).success,
    ).toBe(false);
    expect(
      updateRestaurantConfigRequestSchema.safeParse({ stayDurations: [{ minutes: 90, x: 1 }] }).success,
    ).toBe(false);
  });
  it("given an answer without the field or with a malformed one, reads it as absent", () => {
    expect(restaurantConfigSchema.parse({}).stayDurations).toBeUndefined();
    expect(restaurantConfigSchema.parse({ stayDurations: "x" }).stayDurations).toBeUndefined();
    expect(restaurantConfigSchema.parse({ stayDurations: [{ minutes: 90 }] }).stayDurations).toEqual([
      { minutes: 90 },
    ]);
  });
});
