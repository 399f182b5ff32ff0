import { describe, expect, it } from "vitest";
import { guestLookupOf } from "./guest-data.ts";

describe("guestLookupOf", () => {
  it("given an address, looks up by e-mail; given anything else, by phone (trimmed either way)", () => {
    expect(guestLookupOf("  erika@beispiel.de ")).toEqual({ email: "erika@beispiel.de" });
    expect(guestLookupOf(" 030 1234567")).toEqual({ phone: "030 1234567" });
  });
});
