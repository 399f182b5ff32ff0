import type { NotificationMessage } from "@tischservice/core";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { reservationEvents, reservations, restaurants } from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";

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
    if (rows.length === 0) return new Map();
    await tx.insert(reservationEvents).values(
      rows.map((row) => ({
        reservationId: row.id,
        restaurantId: row.restaurantId,
        type: "confirmed" as const,
        actor: "system" as const,
        at: now,
      })),
    );
    const byRestaurant = new Map<string, Set<string>>();
    for (const row of rows)
      byRestaurant.set(
        row.restaurantId,
        (byRestaurant.get(row.restaurantId) ?? new Set()).add(row.reservationDate),
      );
    const counts = new Map<string, number>();
    for (const [restaurantId, dates] of byRestaurant) {
      counts.set(restaurantId, rows.filter((row) => row.restaurantId === restaurantId).length);
      const message: NotificationMessage = {
        type: "changed",
        data: {
          entity: "reservations",
          action: "updated",
          ...(dates.size <= 31 ? { dates: [...dates].sort() } : {}),
        },
      };
      await notifyRestaurant(tx, restaurantId, message);
    }
    return counts;
  });
}
