import { describe, expect, it } from "vitest";
import { restaurantSlug, slugCandidate } from "./restaurant-slug.ts";

describe("restaurantSlug", () => {
  it("given a plain name, lowercases it and strips spaces", () => {
    expect(restaurantSlug("Trattoria Demo")).toBe("trattoriademo");
  });
  it("strips punctuation and symbols", () => {
    expect(restaurantSlug("Pizza & Pasta No. 1!")).toBe("pizzapastano1");
  });
  it("transliterates umlauts and ß the German way, capitals too (Ä → ae, ẞ → ss)", () => {
    expect(restaurantSlug("Ärger Größe Müß")).toBe("aergergroessemuess");
    expect(restaurantSlug("ÖLMÜHLE ẞ")).toBe("oelmuehless");
  });
  it("drops other accents (Café Crème → cafecreme), also when written decomposed", () => {
    expect(restaurantSlug("Café Crème")).toBe("cafecreme");
    expect(restaurantSlug("Cafe\u0301")).toBe("cafe");
  });
  it("cuts the slug to 20 characters, after transliteration", () => {
    expect(restaurantSlug("Das Restaurant am Marktplatz")).toBe("dasrestaurantammarkt");
    expect(restaurantSlug("Ä".repeat(15))).toHaveLength(20);
  });
  it("given nothing usable, falls back to 'restaurant'", () => {
    expect(restaurantSlug("")).toBe("restaurant");
    expect(restaurantSlug("寿司 🍣")).toBe("restaurant");
    expect(restaurantSlug(undefined)).toBe("restaurant");
  });
});

describe("slugCandidate", () => {
  it("given 1, is the slug itself", () => {
    expect(slugCandidate("trattoriademo", 1)).toBe("trattoriademo");
  });
  it("given 2 and more, appends the number", () => {
    expect(slugCandidate("trattoriademo", 2)).toBe("trattoriademo2");
    expect(slugCandidate("trattoriademo", 13)).toBe("trattoriademo13");
  });
  it("given a long slug, cuts it so that slug and number stay within 20 characters", () => {
    expect(slugCandidate("dasrestaurantammarkt", 2)).toBe("dasrestaurantammark2");
    expect(slugCandidate("dasrestaurantammarkt", 10)).toBe("dasrestaurantammar10");
    expect(slugCandidate("dasrestaurantammarkt", 100)).toHaveLength(20);
  });
  it("given no whole number from 1, refuses", () => {
    expect(() => slugCandidate("linde", 0)).toThrow(RangeError);
    expect(() => slugCandidate("linde", 1.5)).toThrow(RangeError);
  });
});
