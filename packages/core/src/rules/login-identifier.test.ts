import { describe, expect, it } from "vitest";
import { looksLikeLoginIdentifier, looksLikeSubUserLogin } from "./login-identifier.ts";

describe("looksLikeLoginIdentifier", () => {
  it("given an e-mail address or a sub-user login, says yes", () => {
    expect(looksLikeLoginIdentifier("inhaber@trattoria.example")).toBe(true);
    expect(looksLikeLoginIdentifier("service@trattoriademo")).toBe(true);
    expect(looksLikeLoginIdentifier("Kellner_2@RestaurantA")).toBe(true);
  });

  it("given what could be a password, says no", () => {
    for (const typed of ["Gastro#2026", "geheim", "Hund@Katze!1", "a b@c.de", "@trattoria", ""]) {
      expect({ typed, looks: looksLikeLoginIdentifier(typed) }).toEqual({ typed, looks: false });
    }
  });
});

describe("looksLikeSubUserLogin", () => {
  it("given name@restaurant, is a sub-user's login; an address is not", () => {
    expect(looksLikeSubUserLogin("kellner_1@trattoria")).toBe(true);
    expect(looksLikeSubUserLogin("inhaber@trattoria.de")).toBe(false);
    expect(looksLikeSubUserLogin("kein-at")).toBe(false);
  });
});
