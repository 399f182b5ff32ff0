import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { type Restaurant, restaurantConfigs, restaurants } from "../db/schema/index.ts";
import { inPartnerList } from "../restaurants/owner-standing.ts";

/**
 * Where Reserve with Google may book: listed in the partner list (owner in good standing) and opted in to
 * "Mit Google reservieren".
 */
export const rwgEligible = (db: Db | Tx) =>
  and(inPartnerList(db), eq(restaurantConfigs.reserveWithGoogle, true));

/** The restaurant behind a `merchant_id`, or null when it is unknown or does not take Google's bookings. */
export async function findRwgMerchant(db: Db | Tx, merchantId: string): Promise<Restaurant | null> {
  if (merchantId === "") return null;
  const [row] = await db
    .select({ restaurant: restaurants })
    .from(restaurants)
    .innerJoin(restaurantConfigs, eq(restaurantConfigs.restaurantId, restaurants.id))
    .where(and(eq(restaurants.id, merchantId), rwgEligible(db)))
    .limit(1);
  return row?.restaurant ?? null;
}

/** Every restaurant that takes Google's bookings (the feeds list them), in a stable order. */
export async function listRwgMerchants(db: Db | Tx): Promise<Restaurant[]> {
  const rows = await db
    .select({ restaurant: restaurants })
    .from(restaurants)
    .innerJoin(restaurantConfigs, eq(restaurantConfigs.restaurantId, restaurants.id))
    .where(rwgEligible(db))
    .orderBy(restaurants.createdAt, restaurants.id);
  return rows.map((row) => row.restaurant);
}
