import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, SessionUser } from "../app/types.ts";
import type { Db, Tx } from "../db/client.ts";
import { type Restaurant, restaurants, users } from "../db/schema/index.ts";
import { ApiError, forbidden, messages, notFound, unauthenticated } from "../lib/errors.ts";

/** The restaurant row the guards below take (defined with its table). */
export type { Restaurant };

export function requireUser(c: Context<AppBindings>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  return user;
}

export function requireAdmin(c: Context<AppBindings>): SessionUser {
  const user = requireUser(c);
  if (user.role !== "Admin") throw forbidden(messages.adminOnly);
  return user;
}

export const isAdmin = (user: SessionUser) => user.role === "Admin";
export const isOwnerOf = (user: SessionUser, restaurant: Restaurant) =>
  !user.isSubuser && restaurant.ownerId === user.id;
export const isSubuserOf = (user: SessionUser, restaurant: Restaurant) =>
  user.isSubuser && user.parentUserId === restaurant.ownerId;

/** Whether a (possibly anonymous) caller is staff of the restaurant: owner, sub-user or admin. */
export const isStaffOf = (user: SessionUser | null, restaurant: Restaurant) =>
  user !== null && (isAdmin(user) || isOwnerOf(user, restaurant) || isSubuserOf(user, restaurant));

/**
 * Staff of a restaurant: its owner, the owner's sub-users, and admins. Everyone else gets 403 and the
 * request changes nothing.
 */
export function requireStaff(c: Context<AppBindings>, restaurant: Restaurant): SessionUser {
  const user = requireUser(c);
  if (isAdmin(user) || isOwnerOf(user, restaurant) || isSubuserOf(user, restaurant)) {
    c.set("restaurantScope", restaurant.id);
    return user;
  }
  throw forbidden(messages.otherRestaurant);
}

/** The owner (or an admin): settings, tables, room designer, statistics, sub-users. Not sub-users. */
export function requireManager(c: Context<AppBindings>, restaurant: Restaurant): SessionUser {
  const user = requireStaff(c, restaurant);
  if (user.isSubuser) throw forbidden(messages.subuserForbidden);
  return user;
}

export async function findRestaurant(db: Db | Tx, id: string): Promise<Restaurant> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  if (!restaurant) throw notFound(messages.restaurantNotFound);
  return restaurant;
}

/** The restaurant row, locked until the transaction ends (404 if there is none). */
export async function lockRestaurant(tx: Tx, id: string): Promise<Restaurant> {
  const [restaurant] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for("update");
  if (!restaurant) throw notFound(messages.restaurantNotFound);
  return restaurant;
}

/**
 * The restaurant a user id stands for: the user's own (owner) or the parent's (sub-user). The aliased
 * paths pass owner ids (`/api/tables/{userId}`, `/api/special-hours/{ownerUserId}`, ...; see
 * docs/requirements.md#api-paths).
 */
export async function findRestaurantOfUser(db: Db | Tx, userId: string): Promise<Restaurant> {
  const [user] = await db
    .select({ id: users.id, parentUserId: users.parentUserId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(messages.userNotFound);
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.ownerId, user.parentUserId ?? user.id))
    .limit(1);
  if (!restaurant) throw notFound(messages.restaurantNotFound);
  return restaurant;
}

/** A restaurant by its own id or by a user id (the aliased paths take either); 404 if neither. */
export async function findRestaurantByAnyId(db: Db | Tx, id: string): Promise<Restaurant> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  if (restaurant) return restaurant;
  try {
    return await findRestaurantOfUser(db, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(messages.restaurantNotFound);
    throw error;
  }
}
