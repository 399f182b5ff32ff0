import { restaurantSlugSchema } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { restaurantSlugHistory, restaurants } from "../db/schema/index.ts";

/**
 * A sub-user's login typed with a slug its restaurant gave up (`kellner@alt`), as it reads now
 * (`kellner@neu`) together with the restaurant's owner; null when the part after `@` is no former slug.
 * Staff keep signing in with what they know while the owner renames the booking page mid-service.
 */
export async function loginOfFormerSlug(
  db: Db,
  identifier: string,
): Promise<{ login: string; ownerId: string } | null> {
  const at = identifier.lastIndexOf("@");
  if (at <= 0) return null;
  const slug = restaurantSlugSchema.safeParse(identifier.slice(at + 1));
  if (!slug.success) return null;
  const [restaurant] = await db
    .select({ slug: restaurants.slug, ownerId: restaurants.ownerId })
    .from(restaurantSlugHistory)
    .innerJoin(restaurants, eq(restaurants.id, restaurantSlugHistory.restaurantId))
    .where(eq(restaurantSlugHistory.slug, slug.data))
    .limit(1);
  return restaurant
    ? { login: `${identifier.slice(0, at)}@${restaurant.slug}`, ownerId: restaurant.ownerId }
    : null;
}
