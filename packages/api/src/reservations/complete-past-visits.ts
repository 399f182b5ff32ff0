import { CLOSE_UNTOUCHED_VISITS_AFTER_DAYS, openVisitStatuses } from "@tischservice/core";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { reservations, restaurants } from "../db/schema/index.ts";
import { recordJobChanges } from "./job-changes.ts";

/** How often visits left open are closed: a few minutes after each restaurant's midnight. */
export const COMPLETE_PAST_VISITS_EVERY_MS = 5 * 60_000;

/**
 * Visits closed per transaction. The first run after an upgrade finds every past confirmed reservation of
 * every restaurant (years of history): in batches no transaction holds thousands of row locks, and
 * bookings and status changes of the evening wait for one batch at most.
 */
export const COMPLETE_PAST_VISITS_BATCH = 500;

/**
 * Closes the visits left open (core's `isVisitDueToClose`): guests at the door or at the table once their
 * day is over in the restaurant's time zone and their time has ended, confirmed reservations nobody
 * stepped through a day later. A scheduled job of the cluster, never a side effect of reading. Each is
 * stamped as left at its booked end (or at its seating, if that came later: nobody saw them go) and its
 * table rows are left as they are (they end there already); written to the history as completed by the
 * system; open dashboards hear of it at the commit. Returns how many were closed per restaurant.
 */
export async function completePastVisits(
  db: Db,
  now: Date,
  batchSize = COMPLETE_PAST_VISITS_BATCH,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (;;) {
    const batch = await completeBatch(db, now, batchSize);
    for (const [restaurantId, count] of batch.counts)
      counts.set(restaurantId, (counts.get(restaurantId) ?? 0) + count);
    if (batch.closed < batchSize) return counts;
  }
}

/** One transaction's share: up to `limit` visits, the longest over first. */
async function completeBatch(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ closed: number; counts: Map<string, number> }> {
  return db.transaction(async (tx) => {
    const localToday = sql`(${now.toISOString()}::timestamptz at time zone ${restaurants.timeZone})::date`;
    const untouchedBefore = sql`${localToday} - ${CLOSE_UNTOUCHED_VISITS_AFTER_DAYS}::int`;
    const due = tx
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
      .where(
        and(
          // Repeated here so that the partial index of open visits (by their end) answers the query.
          inArray(reservations.status, [...openVisitStatuses]),
          lte(reservations.endsAt, now),
          or(
            and(
              inArray(reservations.status, ["arrived", "seated"]),
              sql`${reservations.reservationDate} < ${localToday}`,
            ),
            and(
              eq(reservations.status, "confirmed"),
              sql`${reservations.reservationDate} < ${untouchedBefore}`,
            ),
          ),
        ),
      )
      .orderBy(reservations.endsAt)
      .limit(limit);
    const rows = await tx
      .update(reservations)
      .set({
        status: "completed",
        completedAt: sql`greatest(${reservations.endsAt}, coalesce(${reservations.seatedAt}, ${reservations.endsAt}))`,
        updatedAt: now,
      })
      .where(and(inArray(reservations.id, due), inArray(reservations.status, [...openVisitStatuses])))
      .returning({
        id: reservations.id,
        restaurantId: reservations.restaurantId,
        reservationDate: reservations.reservationDate,
      });
    const counts = await recordJobChanges(tx, rows, "completed", now);
    return { closed: rows.length, counts };
  });
}
