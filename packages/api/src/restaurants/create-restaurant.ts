import { defaultOpeningHours } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { restaurantConfigs, restaurants, users } from "../db/schema/index.ts";

export interface NewRestaurant {
  ownerId: string;
  name: string;
  email: string;
  /** The pricing plan chosen at sign-up. */
  plan?: string | null;
}

/**
 * Creates a restaurant for its owner inside the caller's transaction: the restaurant (listed in the partner
 * list), its configuration with the default opening hours, and the owner's link to it. The one way the API
 * creates a restaurant (`/api/debug/create-restaurant` and the sign-up); a second restaurant for the same
 * owner fails on the unique owner index.
 */
export async function createRestaurantForOwner(tx: Tx, values: NewRestaurant, now: Date) {
  const [created] = await tx
    .insert(restaurants)
    .values({
      ownerId: values.ownerId,
      name: values.name,
      email: values.email,
      plan: values.plan ?? null,
      listed: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error("insert returned nothing");
  await tx
    .insert(restaurantConfigs)
    .values({ restaurantId: created.id, openingHours: defaultOpeningHours() });
  await tx
    .update(users)
    .set({ restaurantId: created.id, updatedAt: now })
    .where(eq(users.id, values.ownerId));
  return created;
}
