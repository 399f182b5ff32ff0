import type { ChangedEntity, NotificationMessage } from "@tischservice/core";
import type { AppDeps } from "../app/types.ts";
import type { Db, Tx } from "../db/client.ts";

/**
 * Announces a change of a restaurant's data: NOTIFY on its channel (inside a transaction: at its commit)
 * and, for this process at once, drops the restaurant's cached slot inputs, public answers and reservation lists. Call after
 * the write.
 */
export async function publishChange(
  deps: AppDeps,
  db: Db | Tx,
  restaurantId: string,
  entity: ChangedEntity,
  id?: string,
  action?: "created" | "updated" | "deleted",
  /** The reservation dates the change touched (a dashboard reloads only the days it shows). */
  dates?: readonly string[],
): Promise<void> {
  const touched = dates ? [...new Set(dates)] : [];
  const message: NotificationMessage = {
    type: "changed",
    data: {
      entity,
      ...(id ? { id } : {}),
      ...(action ? { action } : {}),
      ...(touched.length > 0 && touched.length <= 31 ? { dates: touched } : {}),
    },
  };
  await deps.events.publish(db, restaurantId, message);
  deps.dayCache.invalidate(restaurantId);
  deps.publicAnswers.invalidate(restaurantId);
  deps.reservationLists.invalidate(restaurantId);
}
