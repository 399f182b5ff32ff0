import { describe, expect, it } from "vitest";
import type { RevenueStatistics } from "./revenue-statistics.ts";
import { reservationStatisticsSummary } from "./statistics-summary.ts";

describe("reservationStatisticsSummary", () => {
  const reservations = [
    { status: "confirmed", numberOfGuests: 2 },
    { status: "confirmed", partySize: 4 },
    { status: "confirmed", numberOfGuests: 1 },
    { status: "cancelled", numberOfGuests: 8 },
    { status: "pending", numberOfGuests: 3 },
    { status: "pending" },
  ];
  it("counts Gesamt, Bestätigt and the guests of confirmed reservations", () => {
    expect(reservationStatisticsSummary(reservations, null)).toMatchObject({
      total: 6,
      confirmed: 3,
      guests: 7,
    });
  });
  it("gives the Erfolgsrate as confirmed / total in percent with one decimal (3/6 = 50, 2/3 = 66.7)", () => {
    expect(reservationStatisticsSummary(reservations, null).successRate).toBe(50);
    expect(reservationStatisticsSummary(reservations.slice(1, 4), null).successRate).toBe(66.7);
  });
  it("rounds a rate of exactly .x5 up (1/8 = 12.5, 1/16 = 6.25 → 6.3)", () => {
    const one = [{ status: "confirmed" }];
    const others = (n: number) => Array.from({ length: n }, () => ({ status: "pending" }));
    expect(reservationStatisticsSummary([...one, ...others(7)], null).successRate).toBe(12.5);
    expect(reservationStatisticsSummary([...one, ...others(15)], null).successRate).toBe(6.3);
  });
  it("gives the average guests per confirmed reservation with one decimal (7 / 3 = 2.3)", () => {
    expect(reservationStatisticsSummary(reservations, null).averageGuests).toBe(2.3);
  });
  it("given no reservations, gives 0 everywhere instead of dividing by zero", () => {
    expect(reservationStatisticsSummary([], null)).toEqual({
      total: 0,
      confirmed: 0,
      guests: 0,
      seatedGuests: 0,
      averageStayMinutes: null,
      orders: 0,
      revenue: 0,
      successRate: 0,
      averageGuests: 0,
    });
  });
  it("given guests who arrived, sat down or left, counts them as Bestätigt with their guests", () => {
    const visit = [
      { status: "arrived", numberOfGuests: 2 },
      { status: "seated", numberOfGuests: 3 },
      { status: "completed", numberOfGuests: 4 },
      { status: "no_show", numberOfGuests: 5 },
    ];
    expect(reservationStatisticsSummary(visit, null)).toMatchObject({ total: 4, confirmed: 3, guests: 9 });
  });
  it("counts the seated covers: guests of seated or completed reservations only", () => {
    const visit = [
      { status: "confirmed", numberOfGuests: 2 },
      { status: "arrived", numberOfGuests: 3 },
      { status: "seated", numberOfGuests: 4 },
      { status: "completed", numberOfGuests: 5 },
      { status: "completed", numberOfGuests: 6, count: 2 },
    ];
    expect(reservationStatisticsSummary(visit, null).seatedGuests).toBe(15);
  });
  it("averages the real stay over the visits with both instants, in whole minutes", () => {
    const visit = [
      { status: "completed", seatedAt: "2026-06-11T18:00:00Z", completedAt: "2026-06-11T19:30:00Z" },
      {
        status: "completed",
        seatedAt: new Date("2026-06-11T18:00:00Z"),
        completedAt: "2026-06-11T19:01:00Z",
      },
      { status: "completed", seatedAt: null, completedAt: "2026-06-11T19:30:00Z" },
      { status: "seated", seatedAt: "2026-06-11T18:00:00Z" },
    ];
    // (90 + 61) / 2 = 75.5 → 76; the visit without a seating and the one still at the table are left out.
    expect(reservationStatisticsSummary(visit, null).averageStayMinutes).toBe(76);
  });
  it("given groups with their stays summed by the database, averages over all their stays", () => {
    const groups = [
      { status: "completed", count: 3, stays: 2, stayMinutes: 200 },
      { status: "completed", count: 1, stays: 1, stayMinutes: 40 },
      { status: "confirmed", count: 5, stays: 0, stayMinutes: 0 },
    ];
    expect(reservationStatisticsSummary(groups, null).averageStayMinutes).toBe(80);
  });
  it("given no visit with a stay, gives no average stay", () => {
    expect(reservationStatisticsSummary(reservations, null).averageStayMinutes).toBeNull();
  });
  it("takes Bestellungen and Umsatz from the revenue of the period", () => {
    const revenue = { orderCount: 12, totalRevenue: 1234.5 } as RevenueStatistics;
    expect(reservationStatisticsSummary([], revenue)).toMatchObject({ orders: 12, revenue: 1234.5 });
  });
});
