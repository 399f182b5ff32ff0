import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { reservations, restaurants } from "../db/schema/index.ts";
import { recordJobChanges } from "./job-changes.ts";

/** How often pending reservations of past days are confirmed: a few minutes after each restaurant's midnight. */
export const CONFIRM_PAST_PENDING_EVERY_MS = 5 * 60_000;

/**
 * Pending reservations dated before the restaurant's today (in its time zone) count as confirmed and are
 * stored as such, once: a scheduled job of the cluster, never a side effect of reading a list. Each is
 * written to the reservation's history as confirmed by the system, and open dashboards hear of it (with
 * the days touched) at the commit. Returns how many were confirmed per restaurant.
 */
export async function confirmPastPending(db: Db, now: Date): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    const localToday = sql`(${now.toISOString()}::timestamptz at time zone ${restaurants.timeZone})::date`;
    const due = tx
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
      .where(and(eq(reservations.status, "pending"), lt(reservations.reservationDate, localToday)));
    const rows = await tx
      .update(reservations)
      .set({ status: "confirmed", updatedAt: now })
      .where(and(inArray(reservations.id, due), eq(reservations.status, "pending")))
      .returning({
        id: reservations.id,
        restaurantId: reservations.restaurantId,
        reservationDate: reservations.reservationDate,
      });
    return recordJobChanges(tx, rows, "confirmed", now);
  });
}
