import { describe, expect, it } from "vitest";
import { guestKeyOf, guestKeyOfLookup, isEmailGuestKey } from "./guest-identity.ts";

describe("guestKeyOf (same guest by e-mail case-insensitively, else by E.164 phone)", () => {
  it("given addresses that differ only in case and spaces, gives one key", () => {
    expect(guestKeyOf({ customerEmail: " Anna.Schmidt@Example.de " })).toBe("anna.schmidt@example.de");
    expect(guestKeyOf({ customerEmail: "anna.schmidt@example.de", customerPhone: "030 1234567" })).toBe(
      "anna.schmidt@example.de",
    );
  });
  it("given no address, uses the phone number in E.164 form", () => {
    expect(guestKeyOf({ customerEmail: "", customerPhone: "030 1234567" })).toBe("+49301234567");
    expect(guestKeyOf({ customerPhone: "+49 30 123 45 67" })).toBe("+49301234567");
    expect(guestKeyOf({ customerPhone: "0049-30-1234567" })).toBe("+49301234567");
  });
  it("given neither, gives no key", () => {
    expect(guestKeyOf({ customerEmail: " ", customerPhone: "" })).toBe("");
  });
  it("given the old walk-in placeholder address, gives no key (walk-ins share no profile), or the phone's", () => {
    expect(guestKeyOf({ customerEmail: "walk-in@tischservice.example", customerPhone: "" })).toBe("");
    expect(guestKeyOf({ customerEmail: "Walk-In@tischservice.example", customerPhone: "030 1234567" })).toBe(
      "+49301234567",
    );
  });
  it("given a lookup by phone or address, gives the same key as the reservation", () => {
    expect(guestKeyOfLookup({ phone: "030/1234567" })).toBe("+49301234567");
    expect(guestKeyOfLookup({ email: "ANNA@example.de" })).toBe("anna@example.de");
    expect(isEmailGuestKey("anna@example.de")).toBe(true);
    expect(isEmailGuestKey("+49301234567")).toBe(false);
  });
});
