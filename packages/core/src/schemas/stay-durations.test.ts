import { describe, expect, it } from "vitest";
import { restaurantConfigSchema, updateRestaurantConfigRequestSchema } from "./restaurant-config.ts";

describe("stayDurations in the restaurant configuration (the rule is stayDurationsProblem's)", () => {
  it("given a list of rows in a save, reads it", () => {
    const body = { stayDurations: [{ maxGuests: 2, minutes: 90 }, { minutes: 180 }] };
    expect(updateRestaurantConfigRequestSchema.parse(body).stayDurations).toEqual(body.stayDurations);
  });
  it("given a row with unknown fields or text minutes, refuses", () => {
    const parse = (stayDurations: unknown) =>
      updateRestaurantConfigRequestSchema.safeParse({ stayDurations });
    expect(parse([{ minutes: "90" }]).success).toBe(false);
    expect(parse([{ minutes: 90, x: 1 }]).success).toBe(false);
    expect(parse({ minutes: 90 }).success).toBe(false);
  });
  it("given an answer without the field or with a malformed one, reads it as absent", () => {
    expect(restaurantConfigSchema.parse({}).stayDurations).toBeUndefined();
    expect(restaurantConfigSchema.parse({ stayDurations: "x" }).stayDurations).toBeUndefined();
    expect(restaurantConfigSchema.parse({ stayDurations: [{ minutes: 90 }] }).stayDurations).toEqual([
      { minutes: 90 },
    ]);
  });
});
