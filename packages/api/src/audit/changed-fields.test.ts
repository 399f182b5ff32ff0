import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.ts";

describe("changedFields", () => {
  it("given a whole configuration saved with one toggle changed, names only that field", () => {
    const before = { autoConfirmReservations: false, slotInterval: 30, timeZone: "Europe/Berlin" };
    const after = { autoConfirmReservations: true, slotInterval: 30, timeZone: "Europe/Berlin" };
    expect(changedFields(before, after, Object.keys(after))).toEqual(["autoConfirmReservations"]);
  });

  it("given nested values equal in content but not in key order, counts no change", () => {
    const before = { openingHours: { monday: { isOpen: true, openTime: "11:00", closeTime: "22:00" } } };
    const after = { openingHours: { monday: { closeTime: "22:00", openTime: "11:00", isOpen: true } } };
    expect(changedFields(before, after, ["openingHours"])).toEqual([]);
  });

  it("given a changed row in a list and a changed time, names both, sorted", () => {
    const before = {
      stayDurations: [{ maxGuests: 2, minutes: 90 }],
      openingHours: { monday: { openTime: "11:00" } },
    };
    const after = {
      stayDurations: [{ maxGuests: 2, minutes: 105 }],
      openingHours: { monday: { openTime: "12:00" } },
    };
    expect(changedFields(before, after, ["stayDurations", "openingHours"])).toEqual([
      "openingHours",
      "stayDurations",
    ]);
  });

  it("given a value cleared to null, counts it as changed", () => {
    expect(changedFields({ phone: "030 1" }, { phone: null }, ["phone"])).toEqual(["phone"]);
  });
});
