import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { guestProfiles, reservations } from "../db/schema/index.ts";

/**
 * Deletes the guest book's notes and tags of guests who have no reservation with their contact left at
 * these restaurants (all of them anonymised by the retention job): the note must not outlive the data it
 * is about. Answers how many profiles went.
 */
export async function removeOrphanGuestProfiles(tx: Tx, restaurantIds: readonly string[]): Promise<number> {
  const ids = [...new Set(restaurantIds)];
  if (ids.length === 0) return 0;
  const stillBooked = tx
    .select({ one: sql`1` })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, guestProfiles.restaurantId),
        eq(reservations.guestKey, guestProfiles.key),
      ),
    );
  const removed = await tx
    .delete(guestProfiles)
    .where(and(inArray(guestProfiles.restaurantId, ids), notExists(stillBooked)))
    .returning({ id: guestProfiles.id });
  return removed.length;
}
