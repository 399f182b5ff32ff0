import { describe, expect, it } from "vitest";
import { updateRestaurantConfigRequestSchema } from "./restaurant-config.ts";
import { platformRetentionUpdateRequestSchema } from "./retention-settings.ts";

describe("platformRetentionUpdateRequestSchema", () => {
  it("given whole months from 1 to 120, parses them", () => {
    expect(platformRetentionUpdateRequestSchema.parse({ reservationMonths: 36 })).toEqual({
      reservationMonths: 36,
    });
  });

  it("given 0, 121, a fraction, text or an unknown field, refuses with the German range", () => {
    for (const body of [
      { reservationMonths: 0 },
      { reservationMonths: 121 },
      { reservationMonths: 1.5 },
      { reservationMonths: "24" },
    ]) {
      const result = platformRetentionUpdateRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und 120 an.",
      );
    }
    expect(platformRetentionUpdateRequestSchema.safeParse({ reservationMonths: 24, x: 1 }).success).toBe(
      false,
    );
  });
});

describe("updateRestaurantConfigRequestSchema: reservationRetentionMonths", () => {
  it("given whole months or null, parses them", () => {
    expect(updateRestaurantConfigRequestSchema.parse({ reservationRetentionMonths: 6 })).toEqual({
      reservationRetentionMonths: 6,
    });
    expect(updateRestaurantConfigRequestSchema.parse({ reservationRetentionMonths: null })).toEqual({
      reservationRetentionMonths: null,
    });
  });

  it("given 0 or a fraction, refuses in German", () => {
    for (const months of [0, 2.5, -3]) {
      const result = updateRestaurantConfigRequestSchema.safeParse({ reservationRetentionMonths: months });
      expect(result.error?.issues[0]?.message).toBe(
        "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten an (mindestens 1).",
      );
    }
  });
});
