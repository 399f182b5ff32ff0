import { describe, expect, it } from "vitest";
import { guestHintLine, matchesGuestSearch, sortGuests } from "./guest-list.ts";

const anna = {
  name: "Anna Schmidt",
  email: "anna@example.de",
  phone: "030 1234567",
  visits: 7,
  lastVisit: "2026-10-05",
};
const ben = { name: "Ben Weber", email: "", phone: "+49 171 5550000", visits: 2, lastVisit: "2026-11-01" };
const carla = { name: "Carla Roth", email: "carla@example.de", phone: "", visits: 0, lastVisit: null };

describe("matchesGuestSearch (issue 19: by name, address or phone)", () => {
  it("given part of the name or address in any case, finds the guest", () => {
    expect(matchesGuestSearch(anna, "schmidt")).toBe(true);
    expect(matchesGuestSearch(anna, "anna schm")).toBe(true);
    expect(matchesGuestSearch(anna, "EXAMPLE.de")).toBe(true);
    expect(matchesGuestSearch(ben, "schmidt")).toBe(false);
  });
  it("given the phone in another spelling, finds the guest", () => {
    expect(matchesGuestSearch(anna, "+49 30 123")).toBe(true);
    expect(matchesGuestSearch(anna, "0301234567")).toBe(true);
    expect(matchesGuestSearch(ben, "0171 555")).toBe(true);
    expect(matchesGuestSearch(carla, "0171")).toBe(false);
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
});

describe("guestHintLine (issue 19: 'Stammgast, 7. Besuch, Nussallergie')", () => {
  it("given a regular on the 7th visit with a note, writes the line of the issue", () => {
    expect(
      guestHintLine({ tags: ["Stammgast"], visitNumber: 7, note: "Nussallergie\nTisch am Fenster" }),
    ).toBe("Stammgast, 7. Besuch, Nussallergie");
  });
  it("given a first visit, leaves the visit number out", () => {
    expect(guestHintLine({ tags: ["Neu"], visitNumber: 1, note: "" })).toBe("Neu");
  });
});
