import type { NotificationMessage } from "@tischservice/core";
import type { Tx } from "../db/client.ts";
import { type ReservationEventType, reservationEvents } from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";

/** A reservation a scheduled job changed: its id, restaurant and day. */
export interface ChangedByJob {
  id: string;
  restaurantId: string;
  reservationDate: string;
}

/**
 * What a scheduled job did, in the job's transaction: an entry in each reservation's history (`type`, by
 * the system, at `at`), and one message per restaurant for its open dashboards (heard at the commit) naming
 * the days touched, up to a month of them (more: the whole list is read again). Returns how many
 * reservations each restaurant had changed.
 */
export async function recordJobChanges(
  tx: Tx,
  rows: readonly ChangedByJob[],
  type: ReservationEventType,
  at: Date,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  await tx.insert(reservationEvents).values(
    rows.map((row) => ({
      reservationId: row.id,
      restaurantId: row.restaurantId,
      type,
      actor: "system" as const,
      at,
    })),
  );
  const days = new Map<string, Set<string>>();
  for (const row of rows) {
    days.set(row.restaurantId, (days.get(row.restaurantId) ?? new Set()).add(row.reservationDate));
    counts.set(row.restaurantId, (counts.get(row.restaurantId) ?? 0) + 1);
  }
  for (const [restaurantId, dates] of days) {
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
}
