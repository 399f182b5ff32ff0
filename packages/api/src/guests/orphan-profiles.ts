import { guestKeyOf } from "@tischservice/core";
import { and, eq, notInArray } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { guestProfiles, reservations } from "../db/schema/index.ts";

/**
 * Deletes the guest book's notes and tags of guests who have no reservation with their contact left at
 * these restaurants (all of them anonymised by the retention job): the note must not outlive the data it
 * is about. Answers how many profiles went.
 */
export async function removeOrphanGuestProfiles(tx: Tx, restaurantIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (const restaurantId of new Set(restaurantIds)) {
    const contacts = await tx
      .select({ customerEmail: reservations.customerEmail, customerPhone: reservations.customerPhone })
      .from(reservations)
      .where(eq(reservations.restaurantId, restaurantId));
    const keys = [...new Set(contacts.map((row) => guestKeyOf(row)).filter((key) => key !== ""))];
    const orphaned = and(
      eq(guestProfiles.restaurantId, restaurantId),
      ...(keys.length > 0 ? [notInArray(guestProfiles.key, keys)] : []),
    );
    removed += (await tx.delete(guestProfiles).where(orphaned).returning({ id: guestProfiles.id })).length;
  }
  return removed;
}
