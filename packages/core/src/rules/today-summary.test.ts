import { describe, expect, it } from "vitest";
import { todaySummary, upcomingAfterToday } from "./today-summary.ts";

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

  it("given guests who arrived, sat down or already left, counts them as Bestätigt", () => {
    const visit = [
      at("door", { status: "arrived", timeSlot: "18:00", numberOfGuests: 2 }),
      at("table", { status: "seated", timeSlot: "18:15", numberOfGuests: 3 }),
      at("left", { status: "completed", timeSlot: "12:00", numberOfGuests: 4 }),
      at("away", { status: "no_show", timeSlot: "12:30", numberOfGuests: 1 }),
    ];
    const summary = todaySummary(visit, today);
    expect(summary.confirmed).toBe(3);
    expect(summary.total).toBe(4);
    expect(summary.pending).toBe(0);
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

describe("upcomingAfterToday (2.1 empty state: 'the number of upcoming reservations', from the server's counters)", () => {
  it("counts the reservations after today that are not cancelled: today and later less today", () => {
    // Today and later: 9, 2 of them cancelled; today alone: 3, 1 of them cancelled.
    const fromToday = { total: 9, pending: 4, confirmed: 3, cancelled: 2 };
    const todayOnly = { total: 3, pending: 1, confirmed: 1, cancelled: 1 };
    expect(upcomingAfterToday(fromToday, todayOnly)).toBe(5);
  });

  it("agrees with todaySummary's count over the same reservations", () => {
    const later = [
      { status: "pending", reservationDate: today },
      { status: "cancelled", reservationDate: today },
      { status: "pending", reservationDate: "2026-05-20" },
      { status: "no_show", reservationDate: "2026-05-22" },
      { status: "canceled", reservationDate: "2026-05-21" },
    ];
    const counters = (rows: typeof later) => ({
      total: rows.length,
      pending: rows.filter((r) => r.status === "pending").length,
      confirmed: 0,
      cancelled: rows.filter((r) => r.status === "cancelled" || r.status === "canceled").length,
    });
    const todays = later.filter((r) => r.reservationDate === today);
    expect(upcomingAfterToday(counters(later), counters(todays))).toBe(todaySummary(later, today).upcoming);
  });

  it("given counters that disagree for a moment (read at different times), never says less than 0", () => {
    const empty = { total: 0, pending: 0, confirmed: 0, cancelled: 0 };
    expect(upcomingAfterToday(empty, { ...empty, total: 2 })).toBe(0);
  });
});
