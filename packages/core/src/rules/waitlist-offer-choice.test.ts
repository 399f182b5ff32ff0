import { describe, expect, it } from "vitest";
import type { WaitlistEntry } from "../schemas/waitlist.ts";
import { enquiryTableOptions } from "./enquiry-table-options.ts";
import { waitlistHoldsAsReservations, waitlistWindowTimes } from "./waitlist-offer-choice.ts";

describe("the times of a waiting party's window", () => {
  it("given 18:00–21:00 and the default 30-minute interval, lists 18:00 to 21:00 inclusive", () => {
    expect(waitlistWindowTimes("18:00", "21:00")).toEqual([
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
    ]);
  });

  it("given the restaurant's 15- or 60-minute interval, steps by it and never past the window's end", () => {
    expect(waitlistWindowTimes("18:10", "19:00", 15)).toEqual(["18:10", "18:25", "18:40", "18:55"]);
    expect(waitlistWindowTimes("18:00", "20:30", 60)).toEqual(["18:00", "19:00", "20:00"]);
  });

  it("given a one-time window, an inverted or unreadable one, or a broken interval", () => {
    expect(waitlistWindowTimes("19:00", "19:00")).toEqual(["19:00"]);
    expect(waitlistWindowTimes("21:00", "18:00")).toEqual([]);
    expect(waitlistWindowTimes("18:00", "25:00")).toEqual([]);
    expect(waitlistWindowTimes("18:00", "19:00", 0)).toEqual(["18:00", "18:30", "19:00"]);
  });
});

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: "w-1",
  restaurantId: "r-1",
  status: "waiting",
  customerName: "Familie Roth",
  customerEmail: "roth@example.com",
  customerPhone: "",
  numberOfGuests: 4,
  date: "2026-05-20",
  from: "18:00",
  to: "21:00",
  language: "de",
  offer: null,
  reservationId: null,
  createdAt: "2026-05-14T08:00:00Z",
  updatedAt: "2026-05-14T08:00:00Z",
  ...overrides,
});
const offer = {
  _id: "o-1",
  timeSlot: "19:00",
  tableIds: ["t-2"],
  tableNumbers: ["2"],
  expiresAt: "2026-05-20T16:57:00Z",
  offeredBy: "auto" as const,
};

describe("the day's holds as occupancy for the offer dialog", () => {
  it("given an open offer, another entry waiting and one booked, only the open offer holds its tables", () => {
    const entries = [
      entry({ _id: "w-1", status: "offered", offer }),
      entry({ _id: "w-2" }),
      entry({ _id: "w-3", status: "booked", reservationId: "res-1" }),
    ];
    expect(waitlistHoldsAsReservations(entries)).toEqual([
      { date: "2026-05-20", timeSlot: "19:00", numberOfGuests: 4, status: "confirmed", tableIds: ["t-2"] },
    ]);
    expect(waitlistHoldsAsReservations(entries, "w-1")).toEqual([]);
  });

  it("given a hold at 19:00 for 4 guests (120 min), its table is belegt at 20:00 and frei at 21:00", () => {
    const reservations = waitlistHoldsAsReservations([entry({ status: "offered", offer })]);
    const tables = [{ _id: "t-2", tableNumber: "2", seats: 4 }];
    const free = (timeSlot: string) =>
      enquiryTableOptions({ tables, reservations, date: "2026-05-20", timeSlot, numberOfGuests: 2 })
        .options[0]?.free;
    expect(free("20:00")).toBe(false);
    expect(free("21:00")).toBe(true);
  });
});
