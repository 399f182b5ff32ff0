import {
  defaultOpeningHours,
  isReservedRestaurantSlug,
  NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS,
  restaurantSlug,
  slugCandidate,
} from "@tischservice/core";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { restaurantConfigs, restaurantSlugHistory, restaurants, users } from "../db/schema/index.ts";
import { isUniqueViolation } from "../lib/unique-violation.ts";

export interface NewRestaurant {
  ownerId: string;
  name: string;
  email: string;
  /** The pricing plan chosen at sign-up. */
  plan?: string | null;
}

/** A restaurant row to insert: everything but the slug, which `insertRestaurant` gives. */
export type NewRestaurantRow = Omit<typeof restaurants.$inferInsert, "id" | "slug">;

/** Slug candidates looked up per query (a name shared by more restaurants takes another round). */
const CANDIDATES_PER_LOOKUP = 20;
/** Inserts tried before giving up when concurrent creations keep taking the chosen slug. */
const MAX_INSERT_ATTEMPTS = 5;

/** The first of the name's slug candidates (core's `slugCandidate`) that no restaurant has. */
async function freeSlug(tx: Db | Tx, name: string): Promise<string> {
  const slug = restaurantSlug(name);
  for (let first = 1; ; first += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, i) =>
      slugCandidate(slug, first + i),
    );
    // A slug another restaurant gave up still leads to it (its old links redirect): never given again.
    const [current, former] = await Promise.all([
      tx.select({ slug: restaurants.slug }).from(restaurants).where(inArray(restaurants.slug, candidates)),
      tx
        .select({ slug: restaurantSlugHistory.slug })
        .from(restaurantSlugHistory)
        .where(inArray(restaurantSlugHistory.slug, candidates)),
    ]);
    const taken = new Set([...current, ...former].map((row) => row.slug));
    const free = candidates.find(
      (candidate) => !taken.has(candidate) && !isReservedRestaurantSlug(candidate),
    );
    if (free) return free;
  }
}

/**
 * Inserts a restaurant with a slug of its own: the slug its name gives (core's `restaurantSlug`) if no
 * restaurant has it, otherwise the first free numbered one (`slugCandidate`: `trattoriademo2`, ...). The
 * owner may change it later (`changeRestaurantSlug`). A concurrent creation that takes the same slug first
 * makes the insert fail on the unique index; that insert runs in a savepoint, so the caller's transaction
 * goes on and the next free slug is tried (under READ COMMITTED the next lookup sees the other restaurant
 * once it committed). Any other failure, a second restaurant of the same owner included, is thrown.
 */
export async function insertRestaurant(tx: Db | Tx, values: NewRestaurantRow) {
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(tx, values.name);
    try {
      return await tx.transaction(async (savepoint) => {
        const [created] = await savepoint
          .insert(restaurants)
          .values({ ...values, slug })
          .returning();
        if (!created) throw new Error("insert returned nothing");
        return created;
      });
    } catch (error) {
      if (attempt < MAX_INSERT_ATTEMPTS && isUniqueViolation(error, "restaurants_slug_unique")) continue;
      throw error;
    }
  }
}

/**
 * Creates a restaurant for its owner inside the caller's transaction: the restaurant (listed in the partner
 * list) with a unique slug (`insertRestaurant`), its configuration with the default opening hours and online
 * bookings confirmed at once (core's `NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS`), and the owner's link to it.
 * The one way the API creates a restaurant (`/api/debug/create-restaurant` and the sign-up; the demo seed
 * inserts through `insertRestaurant` with its own configuration); a second restaurant for the same owner
 * fails on the unique owner index.
 */
export async function createRestaurantForOwner(tx: Tx, values: NewRestaurant, now: Date) {
  const created = await insertRestaurant(tx, {
    ownerId: values.ownerId,
    name: values.name,
    email: values.email,
    plan: values.plan ?? null,
    listed: true,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(restaurantConfigs).values({
    restaurantId: created.id,
    openingHours: defaultOpeningHours(),
    autoConfirmReservations: NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS,
  });
  await tx
    .update(users)
    .set({ restaurantId: created.id, updatedAt: now })
    .where(eq(users.id, values.ownerId));
  return created;
}
