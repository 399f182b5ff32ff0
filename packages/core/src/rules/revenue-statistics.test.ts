import { describe, expect, it } from "vitest";
import { revenueStatistics } from "./revenue-statistics.ts";
import { statisticsPeriodRange } from "./statistics-period.ts";

const now = new Date("2024-06-15T10:00:00Z");
const last30 = statisticsPeriodRange("30days", now, "Europe/Berlin");
const paid = (totalAmount: number, payment: Record<string, unknown>) => ({
  totalAmount,
  payment: { paidAt: "2024-06-14T19:00:00.000Z", ...payment },
});

describe("revenueStatistics (required: only orders paid in the period)", () => {
  it("given no order paid in the period, returns null (Keine Daten)", () => {
    expect(revenueStatistics([], last30)).toBeNull();
    expect(revenueStatistics([{ totalAmount: 50, payment: null }], last30)).toBeNull();
    expect(revenueStatistics([paid(50, { paidAt: "2024-01-01T12:00:00Z" })], last30)).toBeNull();
    expect(revenueStatistics([paid(50, { paidAt: "gestern" })], last30)).toBeNull();
  });
  it("computes the eight cards for a cash and a card payment", () => {
    const stats = revenueStatistics(
      [
        paid(40, { finalAmount: 44, tip: 4, paymentMethod: "cash" }),
        paid(60, { finalAmount: 66, tip: 6, paymentMethod: "card" }),
      ],
      last30,
    );
    expect(stats).toEqual({
      totalRevenue: 110,
      orderCount: 2,
      orderTotal: 100,
      averageOrderValue: 50,
      finalAmountTotal: 110,
      averageFinalAmount: 55,
      totalTips: 10,
      averageTipPercent: 10,
      tipPerOrder: 5,
      cash: { count: 1, amount: 44, sharePercent: 40 },
      card: { count: 1, amount: 66, sharePercent: 60 },
    });
  });
  it("takes the larger of order totals plus tips and the sum of final amounts", () => {
    expect(revenueStatistics([paid(40, { finalAmount: 50, tip: 2 })], last30)?.totalRevenue).toBe(50);
    expect(revenueStatistics([paid(40, { finalAmount: 30, tip: 2 })], last30)?.totalRevenue).toBe(42);
  });
  it("sums cents, not floats (0.1 + 0.2 is 0.3)", () => {
    const stats = revenueStatistics([paid(0.1, { tip: 0 }), paid(0.2, { tip: 0 })], last30);
    expect(stats?.orderTotal).toBe(0.3);
    expect(stats?.totalRevenue).toBe(0.3);
  });
  it("given no final amount, counts order total plus tip", () => {
    expect(revenueStatistics([paid(20, { tip: 1.5, paymentMethod: "cash" })], last30)?.cash.amount).toBe(
      21.5,
    );
  });
  it("rounds averages to cents and the tip percent to one decimal (1 / 30 = 3.3 %)", () => {
    const stats = revenueStatistics(
      [paid(10, { tip: 1 }), paid(10, { tip: 0 }), paid(10, { tip: 0 })],
      last30,
    );
    expect(stats?.tipPerOrder).toBe(0.33);
    expect(stats?.averageTipPercent).toBe(3.3);
  });
  it("given order totals of 0, gives a tip percent of 0", () => {
    expect(revenueStatistics([paid(0, { tip: 2, finalAmount: 2 })], last30)?.averageTipPercent).toBe(0);
  });
  it("given an unknown payment method, counts the order in the totals but in neither method", () => {
    const stats = revenueStatistics([paid(10, { paymentMethod: "voucher" })], last30);
    expect(stats?.orderCount).toBe(1);
    expect(stats?.cash.count).toBe(0);
    expect(stats?.card.count).toBe(0);
  });
  it("given a paidAt Date object, reads it like an ISO string", () => {
    expect(
      revenueStatistics([paid(10, { paidAt: new Date("2024-06-10T12:00:00Z") })], last30)?.orderCount,
    ).toBe(1);
  });
});
