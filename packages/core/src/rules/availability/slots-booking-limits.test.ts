import { describe, expect, it } from "vitest";
import { DEFAULT_ONLINE_BOOKING_LIMITS, type OnlineBookingLimits } from "../booking-limits.ts";
import type { OpeningHoursLike } from "../closed-day.ts";
import { computeDaySlots, type DaySlotsInput } from "./slots.ts";

// 2026-06-10 is a Wednesday; Berlin is on summer time (UTC+2).
const DAY = "2026-06-10";
const hours: OpeningHoursLike = { wednesday: { isOpen: true, openTime: "17:00", closeTime: "22:00" } };
const tables = ["1", "2", "3", "4"].map((n) => ({ _id: `t${n}`, tableNumber: n, seats: 4, roomId: null }));

function input(limits: Partial<OnlineBookingLimits>, overrides: Partial<DaySlotsInput> = {}): DaySlotsInput {
  return {
    date: DAY,
    openingHours: hours,
    tables,
    reservations: [],
    partySize: 4,
    now: new Date("2026-06-01T10:00:00Z"),
    limits: { ...DEFAULT_ONLINE_BOOKING_LIMITS, ...limits },
    ...overrides,
  };
}

const slotAt = (result: ReturnType<typeof computeDaySlots>, time: string) =>
  result.slots.find((slot) => slot.time === time);

describe("computeDaySlots: the restaurant's online limits", () => {
  it("given a horizon of 5 days from 2026-06-01, guests see no times on 2026-06-10 but staff do", () => {
    expect(computeDaySlots(input({ bookingHorizonDays: 5 })).slots).toEqual([]);
    expect(computeDaySlots(input({ bookingHorizonDays: 5 }, { channel: "staff" })).slots.length).toBe(7);
  });

  it("given a cut-off at 16:00 and 16:30 today, guests see no times today", () => {
    const now = new Date("2026-06-10T14:30:00Z");
    expect(computeDaySlots(input({ sameDayCutoff: "16:00" }, { now })).slots).toEqual([]);
    expect(computeDaySlots(input({ sameDayCutoff: "17:00" }, { now })).slots.length).toBeGreaterThan(0);
  });

  it("given 10 of 12 guests arriving at 19:00, a party of 4 sees 19:00 paced full and 19:30 free", () => {
    const result = computeDaySlots(
      input({
        pacing: { windowMinutes: 30, maxGuests: 12, maxBookings: null },
        arrivals: [{ timeSlot: "19:00", numberOfGuests: 10, status: "confirmed" }],
      }),
    );
    expect(slotAt(result, "19:00")).toMatchObject({ available: false, status: "Zu viele Ankünfte" });
    expect(slotAt(result, "19:30")).toMatchObject({ available: true });
  });

  it("given 50 % of 16 seats online and two 4-seat tables held at 18:00, a party of 4 finds 18:00 full online", () => {
    const reservations = ["t1", "t2"].map((tableId) => ({
      startsAt: new Date("2026-06-10T16:00:00Z"),
      endsAt: new Date("2026-06-10T18:00:00Z"),
      tableIds: [tableId],
    }));
    const result = computeDaySlots(input({ onlineSeatShare: 50 }, { reservations }));
    expect(slotAt(result, "18:00")).toMatchObject({ available: false, status: "Online ausgebucht" });
    expect(slotAt(result, "20:00")).toMatchObject({ available: true });
    const staff = computeDaySlots(input({ onlineSeatShare: 50 }, { reservations, channel: "staff" }));
    expect(slotAt(staff, "18:00")).toMatchObject({ available: true });
  });
});
