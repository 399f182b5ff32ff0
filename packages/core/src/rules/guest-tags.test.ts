import { describe, expect, it } from "vitest";
import {
  automaticGuestTagRules,
  automaticGuestTags,
  DEFAULT_REGULAR_GUEST_VISITS,
  fitsAutomaticGuestTagRule,
  guestTags,
  hasGuestTag,
  isAutomaticGuestTag,
} from "./guest-tags.ts";

describe("automaticGuestTags ('Stammgast' from 3 completed visits, 'Neu' for a first booking)", () => {
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

describe("automaticGuestTagRules (the bounds a database filters the list by)", () => {
  it("given the threshold 5, gives 'Stammgast' from 5 visits and 'Neu' for no visit and no no-show", () => {
    expect(automaticGuestTagRules(5)).toEqual([
      { tag: "Stammgast", minVisits: 5 },
      { tag: "Neu", maxVisits: 0, maxNoShows: 0 },
    ]);
    const [regular, first] = automaticGuestTagRules(5);
    if (!regular || !first) throw new Error("rules missing");
    expect(fitsAutomaticGuestTagRule({ visits: 5, noShows: 2 }, regular)).toBe(true);
    expect(fitsAutomaticGuestTagRule({ visits: 4, noShows: 0 }, regular)).toBe(false);
    expect(fitsAutomaticGuestTagRule({ visits: 0, noShows: 1 }, first)).toBe(false);
    expect(automaticGuestTags({ visits: 5, noShows: 0 }, 5)).toEqual(["Stammgast"]);
  });
});
