import { describe, expect, it } from "vitest";
import { looksLikeLoginIdentifier } from "./login-identifier.ts";

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
