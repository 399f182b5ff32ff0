import {
  centsToEuroAmount,
  filterReservationsByStatisticsPeriod,
  guestConfirmedShare,
  noShowStatistics,
  reservationStatisticsSummary,
  revenueStatistics,
  statisticsBucket,
  statisticsChannels,
  statisticsHeatmap,
  statisticsPeriodRange,
  statisticsSeries,
  wireDateOfInstant,
} from "@tischservice/core";
import { and, eq, gte, lte, min, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurantByAnyId, requireManager } from "../../auth/access.ts";
import { orders, paymentOrders, payments, reservations } from "../../db/schema/index.ts";
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
  // Grouped in the database, in one scan of the period's reservations: years of history come back as a few
  // thousand groups of alike reservations, which core's rules count by their `count`. Everything but the
  // heat map reads a reservation's day, so those groups are days (status, reminded, confirmed by the guest),
  // each with its earliest time, which keeps it on its day for the period's day-aligned bounds; the heat map
  // reads the weekday and the hour, so its groups are those (with one of their dates); the booking channels
  // are day groups by source. `grouping(date, source)` tells the three kinds apart: 1 for the day groups, 3 for
  // the weekday-and-hour groups, 0 for the channels' groups. Payments come grouped by local day and method.
  const reminded = sql`(${reservations.reminderSentAt} is not null)`;
  const guestConfirmed = sql`(${reservations.guestConfirmedAt} is not null)`;
  const weekday = sql`extract(isodow from ${reservations.reservationDate})`;
  const hour = sql<string | null>`left(${reservations.timeSlot}, 2)`;
  const paidDay = sql`(${payments.paidAt} at time zone ${restaurant.timeZone})::date`;
  // The real stays (core's `stayMinutesOf`: whole minutes from sitting down to leaving, both known, in
  // order), counted and summed per group so that the summary averages them without the rows.
  const hasStay = sql`(${reservations.seatedAt} is not null and ${reservations.completedAt} >= ${reservations.seatedAt})`;
  const stayMinutes = sql`round(extract(epoch from (${reservations.completedAt} - ${reservations.seatedAt})) / 60)`;
  const [reservationRows, paidRows] = await Promise.all([
    db
      .select({
        status: reservations.status,
        reservationDate: reservations.reservationDate,
        hour,
        source: reservations.source,
        groupSet: sql<number>`grouping(${reservations.reservationDate}, ${reservations.source})::int`,
        anyDate: min(reservations.reservationDate),
        timeSlot: min(reservations.timeSlot),
        count: sql<number>`count(*)::int`,
        numberOfGuests: sql<number>`sum(${reservations.numberOfGuests})::int`,
        stays: sql<number>`(count(*) filter (where ${hasStay}))::int`,
        stayMinutes: sql<number>`coalesce(sum(${stayMinutes}) filter (where ${hasStay}), 0)::int`,
        reminderSentAt: min(reservations.reminderSentAt),
        guestConfirmedAt: min(reservations.guestConfirmedAt),
      })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurant.id), ...within(reservations.startsAt, range)))
      .groupBy(
        sql`grouping sets ((${reservations.reservationDate}, ${reservations.status}, ${reminded}, ${guestConfirmed}), (${weekday}, ${hour}, ${reservations.status}), (${reservations.reservationDate}, ${reservations.source}, ${reservations.status}))`,
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
  const dayRows = reservationRows.filter((row) => row.groupSet === 1);
  const channelRows = reservationRows.flatMap((row) =>
    row.groupSet === 0 && row.source !== null ? [{ ...row, source: row.source }] : [],
  );
  const hourRows = reservationRows
    .filter((row) => row.groupSet === 3)
    .map((row) => ({
      status: row.status,
      reservationDate: row.anyDate,
      timeSlot: row.hour === null ? null : `${row.hour}:00`,
      count: row.count,
    }));
  const inPeriod = filterReservationsByStatisticsPeriod(dayRows, range, restaurant.timeZone);
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
        heatmap: statisticsHeatmap(
          filterReservationsByStatisticsPeriod(hourRows, range, restaurant.timeZone),
        ),
        noShows: noShowStatistics(inPeriod),
        guestConfirmed: guestConfirmedShare(inPeriod),
        channels: statisticsChannels(
          filterReservationsByStatisticsPeriod(channelRows, range, restaurant.timeZone),
        ),
      },
    },
    200,
  );
};
