import {
  centsToEuroAmount,
  filterReservationsByStatisticsPeriod,
  guestConfirmedShare,
  noShowStatistics,
  reservationStatisticsSummary,
  revenueStatistics,
  statisticsBucket,
  statisticsHeatmap,
  statisticsPeriodRange,
  statisticsSeries,
  wireDateOfInstant,
} from "@tischservice/core";
import { and, eq, gte, lte, min, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { findRestaurantByAnyId, requireManager } from "../../auth/access.ts";
import { orders, paymentOrders, payments, reservations } from "../../db/schema/index.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import type { getStats } from "./stats.routes.ts";

function within(column: PgColumn, range: { start: Date | null; end: Date | null }): SQL[] {
  return [...(range.start ? [gte(column, range.start)] : []), ...(range.end ? [lte(column, range.end)] : [])];
}

export const getStatsHandler: AppRouteHandler<typeof getStats> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurantByAnyId(db, c.req.valid("param").restaurantId);
  requireManager(c, restaurant);
  const { period } = c.req.valid("query");
  const range = statisticsPeriodRange(period, now(), restaurant.timeZone);
  // Grouped in the database: a restaurant's years of history come back as a few thousand groups of alike
  // reservations (day, time, status, reminded, confirmed by the guest) and payments (local day, method),
  // which core's rules count by their `count`.
  const reminded = sql`(${reservations.reminderSentAt} is not null)`;
  const guestConfirmed = sql`(${reservations.guestConfirmedAt} is not null)`;
  const paidDay = sql`(${payments.paidAt} at time zone ${restaurant.timeZone})::date`;
  const [reservationRows, paidRows] = await Promise.all([
    db
      .select({
        status: reservations.status,
        reservationDate: reservations.reservationDate,
        timeSlot: reservations.timeSlot,
        count: sql<number>`count(*)::int`,
        numberOfGuests: sql<number>`sum(${reservations.numberOfGuests})::int`,
        reminderSentAt: min(reservations.reminderSentAt),
        guestConfirmedAt: min(reservations.guestConfirmedAt),
      })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurant.id), ...within(reservations.startsAt, range)))
      .groupBy(
        reservations.reservationDate,
        reservations.timeSlot,
        reservations.status,
        reminded,
        guestConfirmed,
      ),
    db
      .select({
        count: sql<number>`count(*)::int`,
        totalCents: sql<number>`sum(${orders.totalCents})::int`,
        amountCents: sql<number>`sum(${paymentOrders.amountCents})::int`,
        tipCents: sql<number>`sum(${paymentOrders.tipCents})::int`,
        paidAt: sql<Date>`min(${payments.paidAt})`.mapWith(payments.paidAt),
        paymentMethod: payments.paymentMethod,
      })
      .from(paymentOrders)
      .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
      .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
      .where(and(eq(payments.restaurantId, restaurant.id), ...within(payments.paidAt, range)))
      .groupBy(paidDay, payments.paymentMethod),
  ]);
  const inPeriod = filterReservationsByStatisticsPeriod(reservationRows, range, restaurant.timeZone);
  const revenue = revenueStatistics(
    paidRows.map((row) => ({
      count: row.count,
      totalAmount: centsToEuroAmount(row.totalCents),
      payment: {
        paidAt: row.paidAt,
        finalAmount: centsToEuroAmount(row.amountCents + row.tipCents),
        tip: centsToEuroAmount(row.tipCents),
        paymentMethod: row.paymentMethod,
      },
    })),
    range,
  );
  const bucket = statisticsBucket(period);
  const series = statisticsSeries(
    inPeriod,
    paidRows.map((row) => ({
      paidAt: row.paidAt,
      paymentMethod: row.paymentMethod,
      amount: centsToEuroAmount(row.amountCents),
      tip: centsToEuroAmount(row.tipCents),
    })),
    {
      bucket,
      firstDate: range.start ? wireDateOfInstant(range.start, restaurant.timeZone) : null,
      lastDate: wireDateOfInstant(now(), restaurant.timeZone) ?? now().toISOString().slice(0, 10),
      timeZone: restaurant.timeZone,
    },
  );
  return c.json(
    {
      success: true,
      data: {
        period,
        from: range.start?.toISOString() ?? null,
        to: range.end?.toISOString() ?? now().toISOString(),
        summary: reservationStatisticsSummary(inPeriod, revenue),
        revenue,
        bucket,
        series,
        heatmap: statisticsHeatmap(inPeriod),
        noShows: noShowStatistics(inPeriod),
        guestConfirmed: guestConfirmedShare(inPeriod),
      },
    },
    200,
  );
};
