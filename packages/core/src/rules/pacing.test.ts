import { describe, expect, it } from "vitest";
import {
  type PacingArrival,
  pacingExcess,
  pacingLoadAt,
  pacingLoadsOfDay,
  pacingWarning,
  pacingWindowOf,
} from "./pacing.ts";

const pacing = { windowMinutes: 15 as const, maxGuests: 12, maxBookings: null };
// 19:00–19:15 holds 8 guests in 3 bookings (a cancelled one does not count); 19:15 holds 2.
const arrivals: PacingArrival[] = [
  { timeSlot: "19:00", numberOfGuests: 4, status: "confirmed" },
  { timeSlot: "19:00", numberOfGuests: 2, status: "pending" },
  { timeSlot: "19:10", numberOfGuests: 2, status: "seated" },
  { timeSlot: "19:00", numberOfGuests: 6, status: "cancelled" },
  { timeSlot: "19:15", numberOfGuests: 2, status: "confirmed" },
];

describe("pacing windows", () => {
  it("aligns windows to the day's clock", () => {
    expect(pacingWindowOf("19:10", 15)).toBe("19:00");
    expect(pacingWindowOf("19:45", 30)).toBe("19:30");
    expect(pacingWindowOf("19:59", 60)).toBe("19:00");
  });

  it("counts standing reservations starting in the window, pending ones included", () => {
    expect(pacingLoadAt(arrivals, "19:00", 15)).toEqual({ window: "19:00", guests: 8, bookings: 3 });
    expect(pacingLoadAt(arrivals, "19:00", 30)).toEqual({ window: "19:00", guests: 10, bookings: 4 });
  });

  it("lists the day's windows in time order", () => {
    expect(pacingLoadsOfDay(arrivals, 15)).toEqual([
      { window: "19:00", guests: 8, bookings: 3 },
      { window: "19:15", guests: 2, bookings: 1 },
    ]);
  });
});

describe("pacing limits", () => {
  it("given 8 of 12 guests at 19:00, a party of 4 fits and a party of 5 does not", () => {
    expect(pacingExcess(pacing, arrivals, "19:00", 4)).toBeNull();
    expect(pacingExcess(pacing, arrivals, "19:05", 5)).toEqual({
      kind: "guests",
      count: 13,
      max: 12,
      window: "19:00",
    });
  });

  it("given at most 3 bookings per window, a fourth one at 19:00 is over", () => {
    const byBookings = { windowMinutes: 15 as const, maxGuests: null, maxBookings: 3 };
    expect(pacingExcess(byBookings, arrivals, "19:00", 1)?.kind).toBe("bookings");
    expect(pacingExcess(byBookings, arrivals, "19:15", 1)).toBeNull();
  });

  it("given no pacing, never limits", () => {
    expect(pacingExcess(null, arrivals, "19:00", 30)).toBeNull();
  });

  it("warns staff „Über dem Takt: 14 von 12 Gästen um 19:00“ before they save", () => {
    expect(pacingWarning(pacing, arrivals, "19:00", 6)).toBe("Über dem Takt: 14 von 12 Gästen um 19:00");
    expect(pacingWarning(pacing, arrivals, "19:00", 2)).toBeNull();
  });
});
