import { describe, expect, it } from "vitest";
import { statisticsQuerySchema, statisticsResponseSchema } from "./statistics.ts";

const figures = { count: 1, amount: 20, sharePercent: 100 };

describe("statisticsQuerySchema", () => {
  it("given no period, defaults to 30days; given each required period, accepts it", () => {
    expect(statisticsQuerySchema.parse({})).toEqual({ period: "30days" });
    for (const period of ["today", "7days", "30days", "90days", "1year", "all"]) {
      expect(statisticsQuerySchema.parse({ period }).period).toBe(period);
    }
  });
  it("given 2weeks, refuses it", () => {
    expect(statisticsQuerySchema.safeParse({ period: "2weeks" }).success).toBe(false);
  });
});

describe("statisticsResponseSchema", () => {
  it("given a period without payments, accepts revenue null", () => {
    const summary = {
      total: 0,
      confirmed: 0,
      guests: 0,
      orders: 0,
      revenue: 0,
      successRate: 0,
      averageGuests: 0,
    };
    expect(
      statisticsResponseSchema.parse({ success: true, data: { period: "today", summary, revenue: null } })
        .data?.revenue,
    ).toBeNull();
  });
  it("given the eight revenue figures, reads them", () => {
    const revenue = {
      totalRevenue: 22,
      orderCount: 1,
      orderTotal: 20,
      averageOrderValue: 20,
      finalAmountTotal: 22,
      averageFinalAmount: 22,
      totalTips: 2,
      averageTipPercent: 10,
      tipPerOrder: 2,
      cash: { ...figures, count: 0, amount: 0, sharePercent: 0 },
      card: figures,
    };
    const summary = {
      total: 1,
      confirmed: 1,
      guests: 2,
      orders: 1,
      revenue: 22,
      successRate: 100,
      averageGuests: 2,
    };
    expect(
      statisticsResponseSchema.parse({ success: true, data: { period: "all", summary, revenue } }).data
        ?.revenue?.card,
    ).toEqual(figures);
  });
});
