import type { Statistics } from "../api/statistics.ts";

/**
 * A statistics answer of 'Letzte 30 Tage' with one paid order (12,00 € + 1,50 € tip by card), one no-show
 * among three expected reservations, four guests seated for 95 minutes on average, and one of two reminded
 * guests who confirmed.
 */
export function demoStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    period: "30days",
    from: "2026-04-13T22:00:00.000Z",
    to: "2026-05-14T21:59:59.999Z",
    summary: {
      total: 3,
      confirmed: 2,
      guests: 6,
      seatedGuests: 4,
      averageStayMinutes: 95,
      orders: 1,
      revenue: 13.5,
      successRate: 66.7,
      averageGuests: 3,
    },
    revenue: {
      totalRevenue: 13.5,
      orderCount: 1,
      orderTotal: 12,
      averageOrderValue: 12,
      finalAmountTotal: 13.5,
      averageFinalAmount: 13.5,
      totalTips: 1.5,
      averageTipPercent: 12.5,
      tipPerOrder: 1.5,
      cash: { count: 0, amount: 0, sharePercent: 0 },
      card: { count: 1, amount: 13.5, sharePercent: 100 },
    },
    bucket: "day",
    series: [
      { date: "2026-05-13", reservations: 2, guests: 5, cash: 0, card: 0, tips: 0 },
      { date: "2026-05-14", reservations: 1, guests: 2, cash: 0, card: 12, tips: 1.5 },
    ],
    heatmap: Array.from({ length: 7 }, (_, day) =>
      Array.from({ length: 24 }, (_, hour) =>
        day === 3 && hour === 19 ? 2 : day === 2 && hour === 12 ? 1 : 0,
      ),
    ),
    noShows: {
      expected: 3,
      noShows: 1,
      rate: 33.3,
      byMonth: [
        { month: "2026-04", expected: 1, noShows: 0, rate: 0 },
        { month: "2026-05", expected: 2, noShows: 1, rate: 50 },
      ],
    },
    guestConfirmed: { reminded: 2, confirmed: 1, rate: 50 },
    channels: [
      { source: "widget", total: 3, honoured: 2, guests: 6, sharePercent: 60 },
      { source: "google", total: 1, honoured: 1, guests: 4, sharePercent: 20 },
      { source: "staff", total: 1, honoured: 1, guests: 2, sharePercent: 20 },
    ],
    ...overrides,
  };
}
