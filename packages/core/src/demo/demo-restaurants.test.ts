import { describe, expect, it } from "vitest";
import { updateRestaurantRequestSchema } from "../schemas/restaurant-update.ts";
import { cuisineSelectOptions } from "../texts/settings.ts";
import { demoRestaurantProfiles } from "./demo-restaurants.ts";

describe("demoRestaurantProfiles", () => {
  it("given the demo list, has seven restaurants with distinct slugs and names", () => {
    expect(demoRestaurantProfiles).toHaveLength(7);
    expect(new Set(demoRestaurantProfiles.map((profile) => profile.slug)).size).toBe(7);
    expect(new Set(demoRestaurantProfiles.map((profile) => profile.name)).size).toBe(7);
  });

  it("given each profile, it is what an owner could save in the settings, with a listed cuisine", () => {
    for (const { slug: _slug, ...fields } of demoRestaurantProfiles) {
      expect(updateRestaurantRequestSchema.safeParse(fields).success, fields.name).toBe(true);
      expect(cuisineSelectOptions).toContain(fields.cuisine);
      expect(fields.address).toMatch(/, \d{5} /);
    }
  });

  it("given the contact addresses, uses only the reserved .example domain", () => {
    for (const profile of demoRestaurantProfiles) {
      expect(profile.email).toMatch(/@[a-z]+\.example$/);
      if (profile.website) expect(profile.website).toMatch(/^(https:\/\/|www\.)?[a-z]+\.example$/);
    }
  });
});
