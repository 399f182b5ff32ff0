import { describe, expect, it } from "vitest";
import { subUserLoginName, subUserRestaurantSlug } from "./sub-user-login.ts";

describe("subUserLoginName (spec: username@restaurant-name)", () => {
  it("lowercases the username and joins it to the restaurant part", () => {
    expect(subUserLoginName("Kellner_1", "Zur Linde")).toBe("kellner_1@zurlinde");
  });
  it("trims the username", () => {
    expect(subUserLoginName("  anna ", "Linde")).toBe("anna@linde");
  });
});

describe("subUserRestaurantSlug", () => {
  it("strips spaces, punctuation and symbols", () => {
    expect(subUserRestaurantSlug("Pizza & Pasta No. 1!")).toBe("pizzapastano1");
  });
  it("transliterates umlauts and ß the German way (Ä → ae, ß → ss)", () => {
    expect(subUserRestaurantSlug("Ärger Größe Müß")).toBe("aergergroessemuess");
  });
  it("drops other accents (Café Crème → cafecreme)", () => {
    expect(subUserRestaurantSlug("Café Crème")).toBe("cafecreme");
  });
  it("cuts the part to 20 characters, after transliteration", () => {
    expect(subUserRestaurantSlug("Das Restaurant am Marktplatz")).toBe("dasrestaurantammarkt");
    expect(subUserRestaurantSlug("Ä".repeat(15))).toHaveLength(20);
  });
  it("given nothing usable, falls back to 'restaurant'", () => {
    expect(subUserRestaurantSlug("")).toBe("restaurant");
    expect(subUserRestaurantSlug("寿司 🍣")).toBe("restaurant");
    expect(subUserRestaurantSlug(undefined)).toBe("restaurant");
  });
});
