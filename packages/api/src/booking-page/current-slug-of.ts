import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { restaurantSlugHistory, restaurants } from "../db/schema/index.ts";
import { ownerInGoodStanding } from "../restaurants/owner-standing.ts";

/**
 * The slug a restaurant has now if `slug` is one it gave up, else null. Only for a restaurant whose page
 * is public: a hidden one's new address is no business of an old link's visitor.
 */
export async function currentSlugOf(db: Db, slug: string): Promise<string | null> {
  const [found] = await db
    .select({ slug: restaurants.slug })
    .from(restaurantSlugHistory)
    .innerJoin(restaurants, eq(restaurants.id, restaurantSlugHistory.restaurantId))
    .where(and(eq(restaurantSlugHistory.slug, slug), ownerInGoodStanding(db)))
    .limit(1);
  return found?.slug ?? null;
}
