import { bookingPageAddressTexts, restaurantErrorCodes } from "@tischservice/core";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { type Restaurant, restaurantSlugHistory, restaurants, users } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/unique-violation.ts";

const slugTaken = () =>
  conflict(bookingPageAddressTexts.taken, { code: restaurantErrorCodes.slugTaken, field: "slug" });

/**
 * Gives the restaurant (locked by the caller's transaction) the slug `next`: its current slug goes into
 * the history, so that its old links redirect and no other restaurant can take it; a former slug of its
 * own is taken back out of the history; its sub-users' logins follow (`kellner@alt` → `kellner@neu`).
 * Another restaurant's current or former slug is refused with 409.
 *
 * Two changes that touch the same slug (two restaurants claiming it, or one giving it up while another
 * claims it) run one after the other under a transaction lock per slug: the unique index alone would let
 * a claim through the moment the giving-up restaurant commits, before its history row is seen.
 */
export async function changeRestaurantSlug(tx: Tx, restaurant: Restaurant, next: string, now: Date) {
  const previous = restaurant.slug;
  if (next === previous) return restaurant;
  // Sorted, so that two changes locking the same pair of slugs cannot wait for each other.
  for (const slug of [previous, next].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('restaurant-slug'), hashtext(${slug}))`);
  }
  const [former] = await tx
    .select({ restaurantId: restaurantSlugHistory.restaurantId })
    .from(restaurantSlugHistory)
    .where(eq(restaurantSlugHistory.slug, next))
    .limit(1);
  if (former && former.restaurantId !== restaurant.id) throw slugTaken();
  const [holder] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.slug, next))
    .limit(1);
  if (holder) throw slugTaken();

  if (former) await tx.delete(restaurantSlugHistory).where(eq(restaurantSlugHistory.slug, next));
  await tx
    .insert(restaurantSlugHistory)
    .values({ slug: previous, restaurantId: restaurant.id, createdAt: now });
  try {
    // In a savepoint: a slug taken by a creation that slipped past the lookups becomes a 409, not a 500.
    const updated = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(restaurants)
        .set({ slug: next, updatedAt: now })
        .where(eq(restaurants.id, restaurant.id))
        .returning();
      return row;
    });
    await tx
      .update(users)
      .set({ email: sql`regexp_replace(${users.email}, '@[^@]*$', ${`@${next}`})`, updatedAt: now })
      .where(and(eq(users.parentUserId, restaurant.ownerId), eq(users.isSubuser, true)));
    return updated ?? restaurant;
  } catch (error) {
    // A sub-user's new login held by another account: only an account left from a restaurant long gone.
    if (
      isUniqueViolation(error, "restaurants_slug_unique") ||
      isUniqueViolation(error, "users_email_lower_unique")
    )
      throw slugTaken();
    throw error;
  }
}
