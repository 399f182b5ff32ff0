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
      orders: 0,
      revenue: 0,
      successRate: 0,
      averageGuests: 0,
    });
  });
  it("takes Bestellungen and Umsatz from the revenue of the period", () => {
    const revenue = { orderCount: 12, totalRevenue: 1234.5 } as RevenueStatistics;
    expect(reservationStatisticsSummary([], revenue)).toMatchObject({ orders: 12, revenue: 1234.5 });
  });
});
