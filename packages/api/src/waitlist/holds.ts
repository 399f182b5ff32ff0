import { and, arrayOverlaps, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { waitlistOffers } from "../db/schema/index.ts";

/**
 * Takes the restaurant-and-day lock the booking takes (until the transaction ends): bookings, enquiry
 * accepts and the waitlist's offers of one day take turns, so a table is never held or booked twice.
 */
export async function lockRestaurantDay(tx: Tx, restaurantId: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${restaurantId}), hashtext(${date}))`);
}

/**
 * Whether one of `tableIds` is held by an open waitlist offer overlapping `startsAt`..`endsAt`;
 * `exceptOfferId` leaves out the offer being accepted.
 */
export async function heldTableIn(
  db: Db | Tx,
  restaurantId: string,
  tableIds: readonly string[],
  startsAt: Date,
  endsAt: Date,
  exceptOfferId?: string,
): Promise<boolean> {
  const [held] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.restaurantId, restaurantId),
        eq(waitlistOffers.status, "open"),
        arrayOverlaps(waitlistOffers.tableIds, [...tableIds]),
        lt(waitlistOffers.startsAt, endsAt),
        gt(waitlistOffers.endsAt, startsAt),
        ...(exceptOfferId ? [sql`${waitlistOffers.id} <> ${exceptOfferId}`] : []),
      ),
    )
    .limit(1);
  return held !== undefined;
}
