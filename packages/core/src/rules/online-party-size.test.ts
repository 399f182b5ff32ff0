import { describe, expect, it } from "vitest";
import {
  canBookOnline,
  DEFAULT_MAX_ONLINE_PARTY_SIZE,
  enquiryPartyRefusal,
  maxOnlinePartySizeOf,
  maxOnlinePartySizeProblem,
} from "./online-party-size.ts";

describe("the largest party booking online", () => {
  it("given no saved limit, 12 applies", () => {
    expect(DEFAULT_MAX_ONLINE_PARTY_SIZE).toBe(12);
    expect(maxOnlinePartySizeOf(null)).toBe(12);
    expect(maxOnlinePartySizeOf({ maxOnlinePartySize: null })).toBe(12);
    expect(maxOnlinePartySizeOf({ maxOnlinePartySize: 8 })).toBe(8);
  });

  it("given whole numbers 1 to 30, saves them; else refuses in German", () => {
    expect(maxOnlinePartySizeProblem(1)).toBeNull();
    expect(maxOnlinePartySizeProblem(30)).toBeNull();
    const refusal = "Bitte geben Sie die größte online buchbare Gruppe als ganze Zahl zwischen 1 und 30 an.";
    for (const bad of [0, 31, 12.5, "12", null]) expect(maxOnlinePartySizeProblem(bad)).toBe(refusal);
  });

  it("given the default 12, a party of 12 books online and 13 sends an enquiry", () => {
    expect(canBookOnline(12, 12)).toBe(true);
    expect(canBookOnline(13, 12)).toBe(false);
  });

  it("given an enquiry, 12 of 12 is bookable, 13 to 30 are enquiries, 31 is too large", () => {
    expect(enquiryPartyRefusal(12, 12)).toBe("bookable");
    expect(enquiryPartyRefusal(13, 12)).toBeNull();
    expect(enquiryPartyRefusal(30, 12)).toBeNull();
    expect(enquiryPartyRefusal(31, 12)).toBe("tooLarge");
    expect(enquiryPartyRefusal(30, 30)).toBe("bookable");
  });
});
