import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app/types.ts";
import type { Tx } from "../../db/client.ts";
import { restaurants, type SignupRequest, users } from "../../db/schema/index.ts";
import { createRestaurantForOwner } from "../../restaurants/create-restaurant.ts";
import { deleteAccounts } from "../admin/delete-accounts.ts";

/**
 * Gives a just verified account what the used link's sign-up asked for: its name, its kind (owner or guest)
 * and, for an owner, the restaurant's name and plan. An earlier sign-up with the same address by someone
 * else may have shaped the account differently; the owner of the address decides. A restaurant only an
 * unconfirmed sign-up ever had (nobody could sign in to it) goes when the address's owner signed up as a
 * guest, or as an owner under another name. Answers the ids of the mails deleted with it (the caller removes
 * their files after the commit).
 */
export async function applySignupRequest(
  tx: Tx,
  deps: AppDeps,
  userId: string,
  signup: SignupRequest,
  at: Date,
): Promise<string[]> {
  const [account] = await tx
    .select({ role: users.role, isSubuser: users.isSubuser })
    .from(users)
    .where(eq(users.id, userId));
  // Only public sign-ups (owners and guests) are shaped by a link; anything else keeps what it is.
  if (!account || account.isSubuser || account.role === "Admin") return [];
  const [owned] = await tx
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.ownerId, userId));
  // The one way restaurants are deleted (banner, outbox, caches); the ids of its mails, whose files go after
  // the commit.
  const dropOwned = async (restaurant: { id: string }) =>
    (await deleteAccounts(tx, deps, { userIds: [], restaurantIds: [restaurant.id] })).mailIds;

  if (signup.kind === "guest") {
    const mailIds = owned ? await dropOwned(owned) : [];
    await tx
      .update(users)
      .set({ name: signup.name, role: "customer", restaurantId: null, updatedAt: at })
      .where(eq(users.id, userId));
    return mailIds;
  }

  await tx
    .update(users)
    .set({ name: signup.name, role: "Gastro", updatedAt: at })
    .where(eq(users.id, userId));
  const restaurant = signup.restaurant;
  if (!restaurant) return [];
  if (owned?.name === restaurant.name) {
    await tx
      .update(restaurants)
      .set({ plan: restaurant.plan, updatedAt: at })
      .where(eq(restaurants.id, owned.id));
    return [];
  }
  // Another sign-up's restaurant, made under another name: it goes, and the owner's own is made anew, so
  // that its slug (its sub-users' logins) comes from the owner's name, not the stranger's.
  const mailIds = owned ? await dropOwned(owned) : [];
  await createRestaurantForOwner(
    tx,
    { ownerId: userId, name: restaurant.name, email: "", plan: restaurant.plan },
    at,
  );
  return mailIds;
}
