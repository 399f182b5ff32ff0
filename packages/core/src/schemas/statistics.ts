import * as z from "zod";
import { DEFAULT_STATISTICS_PERIOD, STATISTICS_PERIODS } from "../rules/statistics-period.ts";
import { idSchema } from "./common.ts";
import { reservationSourceSchema } from "./reservation-source.ts";

/** `GET /api/stats/{restaurantId}?period=...`: period today|7days|30days|90days|1year|all, default 30days. */
export const statisticsQuerySchema = z.strictObject({
  period: z.enum(STATISTICS_PERIODS).default(DEFAULT_STATISTICS_PERIOD),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;
export const statisticsParamsSchema = z.strictObject({ restaurantId: idSchema });

/** The six summary tiles (and the average party size), as core's `reservationStatisticsSummary` computes them. */
export const statisticsSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  /** Guests of the reservations that sat at a table (seated or completed); answers before it lack it. */
  seatedGuests: z.number().int().nonnegative().default(0),
  /** Average real stay in minutes (seated to completed), null without such a visit. */
  averageStayMinutes: z.number().nullable().default(null),
  orders: z.number().int().nonnegative(),
  revenue: z.number(),
  successRate: z.number(),
  averageGuests: z.number(),
});

const paymentMethodFiguresSchema = z.object({
  count: z.number().int().nonnegative(),
  amount: z.number(),
  sharePercent: z.number(),
});

/** The eight revenue cards, as core's `revenueStatistics` computes them. */
export const revenueStatisticsSchema = z.object({
  totalRevenue: z.number(),
  orderCount: z.number().int().nonnegative(),
  orderTotal: z.number(),
  averageOrderValue: z.number(),
  finalAmountTotal: z.number(),
  averageFinalAmount: z.number(),
  totalTips: z.number(),
  averageTipPercent: z.number(),
  tipPerOrder: z.number(),
  cash: paymentMethodFiguresSchema,
  card: paymentMethodFiguresSchema,
});

/** One point of the charts (a day, or a week starting Monday), as core's `statisticsSeries` computes it. */
export const statisticsSeriesPointSchema = z.object({
  date: z.string(),
  reservations: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  cash: z.number(),
  card: z.number(),
  tips: z.number(),
});
export type StatisticsSeriesPointDto = z.infer<typeof statisticsSeriesPointSchema>;

/** The no-show rate of the period, in total and per month `YYYY-MM`; see `noShowStatistics`. */
export const noShowStatisticsSchema = z.object({
  expected: z.number().int().nonnegative(),
  noShows: z.number().int().nonnegative(),
  rate: z.number(),
  byMonth: z.array(
    z.object({
      month: z.string(),
      expected: z.number().int().nonnegative(),
      noShows: z.number().int().nonnegative(),
      rate: z.number(),
    }),
  ),
});

/** Of the period's reminded reservations, how many the guest confirmed; see `guestConfirmedShare`. */
export const guestConfirmedShareSchema = z.object({
  reminded: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
  rate: z.number(),
});

/** One booking channel's reservations in the period; see `statisticsChannels`. */
export const statisticsChannelSchema = z.object({
  source: reservationSourceSchema,
  total: z.number().int().nonnegative(),
  honoured: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  sharePercent: z.number(),
});

/**
 * Answer of the statistics call: the period, its range (ISO instants; `from` null for `all`), the summary
 * tiles and the revenue figures (`null` when nothing was paid in the period: the cards show 'Keine Daten'),
 * and the charts' series and weekday-hour heat map, all computed from the period's rows only.
 */
export const statisticsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({
      period: z.enum(STATISTICS_PERIODS),
      from: z.string().nullable().optional(),
      to: z.string().optional(),
      summary: statisticsSummarySchema,
      revenue: revenueStatisticsSchema.nullable(),
      /** The charts' buckets: 'day' or 'week'. */
      bucket: z.enum(["day", "week"]).optional(),
      series: z.array(statisticsSeriesPointSchema).optional(),
      /** Reservations per weekday (Monday first) and hour: 7 rows of 24. */
      heatmap: z.array(z.array(z.number().int().nonnegative())).optional(),
      noShows: noShowStatisticsSchema.optional(),
      guestConfirmed: guestConfirmedShareSchema.optional(),
      /** Reservations per booking channel, the busiest first. */
      channels: z.array(statisticsChannelSchema).optional(),
    })
    .optional(),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;
