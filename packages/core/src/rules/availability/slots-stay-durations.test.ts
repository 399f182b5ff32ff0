import { describe, expect, it } from "vitest";
import { wednesdayEvening } from "../opening-hours-fixtures.ts";
import { assignTables } from "./assign-tables.ts";
import { computeDaySlots, type DaySlotsInput } from "./slots.ts";

// 2026-06-10 is a Wednesday; Berlin is on summer time (UTC+2); open 17:00-22:00.
const DAY = wednesdayEvening.date;
const tables = [{ _id: "t1", tableNumber: "1", seats: 10, roomId: null }];

function input(overrides: Partial<DaySlotsInput>): DaySlotsInput {
  return {
    ...wednesdayEvening,
    tables,
    partySize: 2,
    now: new Date("2026-06-01T10:00:00Z"),
    stayDurations: {},
    ...overrides,
  };
}

const minutesOf = (slot: { startsAt: string; endsAt: string } | undefined) =>
  slot ? (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000 : null;

describe("computeDaySlots with stay lengths by party size", () => {
  it("given the defaults, a party of 2 stays 90, 4 stays 120, 6 stays 150 and 9 stays 180 minutes", () => {
    const first = (partySize: number) => computeDaySlots(input({ partySize })).slots[0];
    expect(minutesOf(first(2))).toBe(90);
    expect(minutesOf(first(4))).toBe(120);
    expect(minutesOf(first(6))).toBe(150);
    expect(minutesOf(first(9))).toBe(180);
  });
  it("given the defaults, the last slot of a party of 6 ends at closing (19:30 + 150 min = 22:00)", () => {
    const slots = computeDaySlots(input({ partySize: 6 })).slots;
    expect(slots.at(-1)?.time).toBe("19:30");
    expect(computeDaySlots(input({ partySize: 2 })).slots.at(-1)?.time).toBe("20:30");
  });
  it("given a restaurant's own list, uses it", () => {
    const stayDurations = { stayDurations: [{ maxGuests: 3, minutes: 60 }, { minutes: 240 }] };
    expect(minutesOf(computeDaySlots(input({ partySize: 3, stayDurations })).slots[0])).toBe(60);
    expect(minutesOf(computeDaySlots(input({ partySize: 4, stayDurations })).slots[0])).toBe(240);
  });
  it("given a booked reservation with its stored end, keeps that end for the new party's check", () => {
    // Booked 17:00-18:00 (its own end), a party of 2 (90 min) fits from 18:00 on.
    const reservations = [
      { startsAt: "2026-06-10T15:00:00Z", endsAt: "2026-06-10T16:00:00Z", tableIds: ["t1"] },
    ];
    const slots = computeDaySlots(input({ reservations })).slots;
    expect(slots.find((slot) => slot.time === "17:30")?.available).toBe(false);
    expect(slots.find((slot) => slot.time === "18:00")?.available).toBe(true);
  });
});

describe("assignTables with stay lengths by party size", () => {
  const booked = [{ startsAt: "2026-06-10T17:15:00Z", endsAt: "2026-06-10T18:00:00Z", tableIds: ["t1"] }];
  it("given a party of 6 at 17:00 (until 19:30) and a booking from 19:15, finds no table", () => {
    const request = { tables, reservations: booked, date: DAY, time: "17:00", stayDurations: {} };
    expect(assignTables({ ...request, partySize: 6 })).toBeNull();
  });
  it("given a party of 2 at 17:00 (until 18:30) and a booking from 19:15, gives the table", () => {
    const request = { tables, reservations: booked, date: DAY, time: "17:00", stayDurations: {} };
    expect(assignTables({ ...request, partySize: 2 })?.tableIds).toEqual(["t1"]);
  });
});
