import { describe, expect, it } from "vitest";
import { computeDaySlots, type DaySlotsInput } from "./slots.ts";

// Europe/Berlin changes on the last Sundays: 2026-03-29 02:00 CET -> 03:00 CEST,
// 2026-10-25 03:00 CEST -> 02:00 CET. A late-night bar opens on Sunday 01:00-06:00.
const nightHours = { sunday: { isOpen: true, openTime: "01:00", closeTime: "06:00" } };
const eveningHours = { sunday: { isOpen: true, openTime: "17:00", closeTime: "22:00" } };

function input(date: string, overrides: Partial<DaySlotsInput> = {}): DaySlotsInput {
  return {
    date,
    openingHours: nightHours,
    tables: [{ _id: "t1", tableNumber: "1", seats: 4 }],
    reservations: [],
    partySize: 2,
    now: new Date("2026-01-01T00:00:00Z"),
    reservationDuration: 60,
    timeZone: "Europe/Berlin",
    ...overrides,
  };
}

describe("computeDaySlots on the spring-forward day (2026-03-29)", () => {
  it("given wall-clock times inside the gap, does not offer 02:00 and 02:30", () => {
    const result = computeDaySlots(input("2026-03-29"));
    expect(result.slots.map((slot) => slot.time)).toEqual([
      "01:00",
      "01:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
      "05:00",
    ]);
  });

  it("given slots on both sides of the change, gives each its own UTC offset", () => {
    const slots = computeDaySlots(input("2026-03-29")).slots;
    expect(slots[1]).toMatchObject({
      startsAt: "2026-03-29T00:30:00.000Z",
      endsAt: "2026-03-29T01:30:00.000Z",
    });
    expect(slots[2]).toMatchObject({ time: "03:00", startsAt: "2026-03-29T01:00:00.000Z" });
    const evening = computeDaySlots(input("2026-03-29", { openingHours: eveningHours })).slots;
    expect(evening[0]).toMatchObject({ time: "17:00", startsAt: "2026-03-29T15:00:00.000Z" });
  });

  it("given a 120-minute reservation at 01:00, blocks until 04:00 summer time, not 03:00", () => {
    const reservations = [
      { tableIds: ["t1"], reservationDate: "2026-03-29", timeSlot: "01:00", duration: 120 },
    ];
    const slots = computeDaySlots(input("2026-03-29", { reservations })).slots;
    const status = Object.fromEntries(slots.map((slot) => [slot.time, slot.status]));
    expect(status["03:30"]).toBe("Ausgebucht");
    expect(status["04:00"]).toBe("Verfügbar");
  });
});

describe("computeDaySlots on the fall-back day (2026-10-25)", () => {
  it("given wall-clock times that occur twice, lists each once", () => {
    const times = computeDaySlots(input("2026-10-25")).slots.map((slot) => slot.time);
    expect(times).toEqual(["01:00", "01:30", "02:00", "02:30", "03:00", "03:30", "04:00", "04:30", "05:00"]);
    expect(new Set(times).size).toBe(times.length);
  });

  it("given an ambiguous 02:30, places it at its second occurrence (standard time)", () => {
    const slots = computeDaySlots(input("2026-10-25")).slots;
    expect(slots.find((slot) => slot.time === "01:30")?.startsAt).toBe("2026-10-24T23:30:00.000Z");
    expect(slots.find((slot) => slot.time === "02:30")?.startsAt).toBe("2026-10-25T01:30:00.000Z");
    const evening = computeDaySlots(input("2026-10-25", { openingHours: eveningHours })).slots;
    expect(evening[0]).toMatchObject({ time: "17:00", startsAt: "2026-10-25T16:00:00.000Z" });
  });

  it("given a 120-minute reservation at 01:30, frees the table at 02:30 standard time, not 03:30", () => {
    const reservations = [
      { tableIds: ["t1"], reservationDate: "2026-10-25", timeSlot: "01:30", duration: 120 },
    ];
    const slots = computeDaySlots(input("2026-10-25", { reservations })).slots;
    const status = Object.fromEntries(slots.map((slot) => [slot.time, slot.status]));
    expect(status["02:00"]).toBe("Ausgebucht");
    expect(status["02:30"]).toBe("Verfügbar");
  });

  it("given a window across the change, measures the duration in real minutes", () => {
    const slot = computeDaySlots(input("2026-10-25", { reservationDuration: 120 })).slots[0];
    expect(slot).toMatchObject({ time: "01:00", endsAt: "2026-10-25T01:00:00.000Z" }); // 02:00 CET
  });
});
