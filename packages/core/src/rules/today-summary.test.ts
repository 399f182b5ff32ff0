import { describe, expect, it } from "vitest";
import { todaySummary } from "./today-summary.ts";

const today = "2026-05-19";
const at = (id: string, fields: Record<string, unknown>) => ({ _id: id, reservationDate: today, ...fields });

describe("todaySummary (dashboard.md 2.1: 'counters Gesamt, Bestätigt, Ausstehend, Gäste, plus the list of today's reservations')", () => {
  const day = [
    at("late", { status: "confirmed", timeSlot: "20:00", numberOfGuests: 2 }),
    at("early", { status: "pending", timeSlot: "12:00", numberOfGuests: 4 }),
    at("party", { status: "confirmed", timeSlot: "18:30", partySize: 5 }),
    at("gone", { status: "cancelled", timeSlot: "19:00", numberOfGuests: 6 }),
    at("gone-too", { status: "canceled", timeSlot: "13:00", numberOfGuests: 3 }),
    {
      _id: "tomorrow",
      status: "pending",
      reservationDate: "2026-05-20",
      timeSlot: "12:00",
      numberOfGuests: 8,
    },
    { _id: "yesterday", status: "confirmed", reservationDate: "2026-05-18", numberOfGuests: 7 },
  ];

  it("counts Gesamt, Bestätigt, Ausstehend and Gäste over today's reservations that are not cancelled", () => {
    const summary = todaySummary(day, today);
    expect(summary.total).toBe(3);
    expect(summary.confirmed).toBe(2);
    expect(summary.pending).toBe(1);
    // 2 + 4 + 5 (partySize is the alternative spelling of numberOfGuests); the cancelled 6 and 3 do not count.
    expect(summary.guests).toBe(11);
  });

  it("lists today's reservations by time slot, cancelled ones excluded (2.2: 'spelled cancelled, and canceled is also tolerated')", () => {
    expect(todaySummary(day, today).reservations.map((r) => r._id)).toEqual(["early", "party", "late"]);
  });

  it("counts as upcoming (2.1 empty state: 'the number of upcoming reservations') only later days that are not cancelled", () => {
    const later = [
      { status: "pending", reservationDate: "2026-05-20" },
      { status: "confirmed", date: "2026-06-01" },
      { status: "cancelled", reservationDate: "2026-05-21" },
      { status: "confirmed", reservationDate: "2026-05-18" },
    ];
    const summary = todaySummary(later, today);
    expect(summary.upcoming).toBe(2);
    expect(summary.total).toBe(0);
  });

  it("given no reservations, every counter is 0 and the list is empty", () => {
    expect(todaySummary([], today)).toEqual({
      reservations: [],
      total: 0,
      confirmed: 0,
      pending: 0,
      guests: 0,
      upcoming: 0,
    });
  });

  it("given a reservation without a guest count, counts it in Gesamt with 0 guests", () => {
    const summary = todaySummary([at("x", { status: "pending", timeSlot: "12:00" })], today);
    expect(summary.total).toBe(1);
    expect(summary.guests).toBe(0);
  });
});
