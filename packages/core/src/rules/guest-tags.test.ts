import { describe, expect, it } from "vitest";
import {
  automaticGuestTags,
  DEFAULT_REGULAR_GUEST_VISITS,
  guestTags,
  hasGuestTag,
  isAutomaticGuestTag,
} from "./guest-tags.ts";

describe("automaticGuestTags (issue 19: 'Stammgast' from 3 completed visits, 'Neu' for a first booking)", () => {
  it("given the default, needs 3 visits", () => {
    expect(DEFAULT_REGULAR_GUEST_VISITS).toBe(3);
    expect(automaticGuestTags({ visits: 3, noShows: 0 })).toEqual(["Stammgast"]);
    expect(automaticGuestTags({ visits: 2, noShows: 0 })).toEqual([]);
  });
  it("given a restaurant that sets 5, needs 5", () => {
    expect(automaticGuestTags({ visits: 4, noShows: 0 }, 5)).toEqual([]);
    expect(automaticGuestTags({ visits: 5, noShows: 1 }, 5)).toEqual(["Stammgast"]);
  });
  it("given no visit and no no-show yet, tags the guest 'Neu'", () => {
    expect(automaticGuestTags({ visits: 0, noShows: 0 })).toEqual(["Neu"]);
    expect(automaticGuestTags({ visits: 0, noShows: 1 })).toEqual([]);
  });
});

describe("guestTags, isAutomaticGuestTag, hasGuestTag", () => {
  it("given automatic and staff tags, lists the automatic first without repeats", () => {
    expect(guestTags(["Stammgast"], ["VIP", "vip", "Allergie"])).toEqual(["Stammgast", "VIP", "Allergie"]);
  });
  it("given 'stammgast' or ' Neu ', recognises an automatic tag", () => {
    expect(isAutomaticGuestTag("stammgast")).toBe(true);
    expect(isAutomaticGuestTag(" Neu ")).toBe(true);
    expect(isAutomaticGuestTag("VIP")).toBe(false);
  });
  it("given a tag filter, compares case-insensitively; no filter passes all", () => {
    expect(hasGuestTag(["Stammgast", "VIP"], "vip")).toBe(true);
    expect(hasGuestTag(["Stammgast"], "Allergie")).toBe(false);
    expect(hasGuestTag([], undefined)).toBe(true);
  });
});
