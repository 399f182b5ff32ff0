import { describe, expect, it } from "vitest";
import {
  guestHintLine,
  guestListOrder,
  guestSearchOf,
  matchesGuestSearch,
  sortGuests,
} from "./guest-list.ts";

const anna = {
  key: "anna@example.de",
  name: "Anna Schmidt",
  email: "anna@example.de",
  phone: "030 1234567",
  visits: 7,
  lastVisit: "2026-10-05",
};
const ben = {
  key: "+491715550000",
  name: "Ben Weber",
  email: "",
  phone: "+49 171 5550000",
  visits: 2,
  lastVisit: "2026-11-01",
};
const carla = {
  key: "carla@example.de",
  name: "Carla Roth",
  email: "carla@example.de",
  phone: "",
  visits: 0,
  lastVisit: null,
};

describe("matchesGuestSearch (by the start of the name, its last word, the address, or the phone)", () => {
  it("given the start of the name, of the surname or of the address in any case, finds the guest", () => {
    expect(matchesGuestSearch(anna, "schmidt")).toBe(true);
    expect(matchesGuestSearch(anna, "SCHM")).toBe(true);
    expect(matchesGuestSearch(anna, "anna schm")).toBe(true);
    expect(matchesGuestSearch(anna, "ANNA@exa")).toBe(true);
    expect(matchesGuestSearch(ben, "schmidt")).toBe(false);
  });
  it("given a part from the middle of a word, finds nobody (every search is a prefix an index answers)", () => {
    expect(matchesGuestSearch(anna, "chmidt")).toBe(false);
    expect(matchesGuestSearch(anna, "example.de")).toBe(false);
  });
  it("given the phone's start in another spelling, or its last digits, finds the guest", () => {
    expect(matchesGuestSearch(anna, "+49 30 123")).toBe(true);
    expect(matchesGuestSearch(anna, "0301234567")).toBe(true);
    expect(matchesGuestSearch(anna, "123 45 67")).toBe(true);
    expect(matchesGuestSearch(ben, "0171 555")).toBe(true);
    expect(matchesGuestSearch(carla, "0171")).toBe(false);
    expect(matchesGuestSearch(anna, "12")).toBe(false);
  });
  it("given an empty query, matches everyone", () => {
    expect(matchesGuestSearch(carla, "  ")).toBe(true);
  });
});

describe("sortGuests", () => {
  it("given lastVisit, puts the newest visit first and guests without a visit last", () => {
    expect(sortGuests([carla, anna, ben], "lastVisit").map((g) => g.name)).toEqual([
      "Ben Weber",
      "Anna Schmidt",
      "Carla Roth",
    ]);
  });
  it("given visits, puts the most visits first", () => {
    expect(sortGuests([carla, ben, anna], "visits").map((g) => g.visits)).toEqual([7, 2, 0]);
  });
  it("given equal dates and visits, orders by key, so that pages never overlap", () => {
    const twin = { ...anna, key: "aaron@example.de", name: "Zora" };
    expect(sortGuests([anna, twin], "lastVisit").map((g) => g.key)).toEqual([twin.key, anna.key]);
    expect(sortGuests([anna, twin], "visits").map((g) => g.key)).toEqual([twin.key, anna.key]);
    expect(guestListOrder("lastVisit").at(-1)).toEqual({ field: "key", direction: "asc" });
  });
});

describe("guestSearchOf", () => {
  it("given a name, searches text only; given three or more digits, the phone's start and end too", () => {
    expect(guestSearchOf("  Anna ")).toEqual({ text: "anna", phoneKey: null, phoneDigits: null });
    expect(guestSearchOf("0171 555")).toEqual({
      text: "0171 555",
      phoneKey: "+49171555",
      phoneDigits: "0171555",
    });
    expect(guestSearchOf("+49 (30) 12")).toMatchObject({ phoneKey: "+493012", phoneDigits: "493012" });
    expect(guestSearchOf("12")).toMatchObject({ phoneKey: null });
    expect(guestSearchOf("")).toBeNull();
  });
});

describe("guestHintLine ('Stammgast, 7. Besuch, Nussallergie')", () => {
  it("given a regular on the 7th visit with a note, writes the line of the issue", () => {
    expect(
      guestHintLine({ tags: ["Stammgast"], visitNumber: 7, note: "Nussallergie\nTisch am Fenster" }),
    ).toBe("Stammgast, 7. Besuch, Nussallergie");
  });
  it("given a first visit, leaves the visit number out", () => {
    expect(guestHintLine({ tags: ["Neu"], visitNumber: 1, note: "" })).toBe("Neu");
  });
});
