import { inArray, or } from "drizzle-orm";
import type { AppDeps } from "../../app/types.ts";
import type { Tx } from "../../db/client.ts";
import { outbox, reservations, restaurants, uploads, users } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";

export interface DeletedAccounts {
  /** Every account deleted, the owners' sub-users included. */
  userIds: string[];
  restaurants: Array<{ id: string; name: string }>;
  /**
   * The mails deleted with the restaurants: the caller removes their `.eml` copies after the commit
   * (`removeMailFiles`).
   */
  mailIds: string[];
}

/**
 * Deletes accounts and restaurants with everything that belongs to them, inside the caller's transaction:
 * the given users, the sub-users of the owners among them, the restaurants they own and the given ones.
 *
 * The foreign keys do most of it: a restaurant's configuration, special hours, rooms, tables, menu,
 * reservations (with their tables and events), orders, payments and push subscriptions cascade from it;
 * a user's sessions, tokens, trusted devices and push subscriptions cascade from the user. Uploads only
 * lose their owner (`set null`), so the users' files and the restaurants' banners are deleted first.
 * Reservations a deleted customer made at other restaurants stay theirs (the customer link becomes null).
 * The restaurants' mails and pushes (outbox rows of the restaurant or of one of its reservations) would
 * cascade too; they are deleted here first, so that the caller learns which mails' `.eml` copies to remove.
 */
export async function deleteAccounts(
  tx: Tx,
  deps: AppDeps,
  target: { userIds: string[]; restaurantIds?: string[] },
): Promise<DeletedAccounts> {
  const given = target.userIds;
  const subusers =
    given.length > 0
      ? await tx.select({ id: users.id }).from(users).where(inArray(users.parentUserId, given))
      : [];
  const userIds = [...new Set([...given, ...subusers.map((row) => row.id)])];
  const restaurantFilters = [
    ...(userIds.length > 0 ? [inArray(restaurants.ownerId, userIds)] : []),
    ...(target.restaurantIds?.length ? [inArray(restaurants.id, target.restaurantIds)] : []),
  ];
  const doomed =
    restaurantFilters.length > 0
      ? await tx
          .select({ id: restaurants.id, name: restaurants.name, bannerUploadId: restaurants.bannerUploadId })
          .from(restaurants)
          .where(or(...restaurantFilters))
      : [];
  const bannerIds = doomed.flatMap((row) => (row.bannerUploadId ? [row.bannerUploadId] : []));
  const uploadFilters = [
    ...(userIds.length > 0 ? [inArray(uploads.ownerUserId, userIds)] : []),
    ...(bannerIds.length > 0 ? [inArray(uploads.id, bannerIds)] : []),
  ];
  if (uploadFilters.length > 0) await tx.delete(uploads).where(or(...uploadFilters));
  const mailIds =
    doomed.length > 0
      ? await deleteOutboxOf(
          tx,
          doomed.map((row) => row.id),
        )
      : [];
  if (doomed.length > 0) {
    await tx.delete(restaurants).where(
      inArray(
        restaurants.id,
        doomed.map((row) => row.id),
      ),
    );
  }
  const deletedUsers =
    userIds.length > 0
      ? await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id })
      : [];
  // Open dashboards and every process's slot cache learn at commit that the restaurant is gone.
  for (const restaurant of doomed) {
    await publishChange(deps, tx, restaurant.id, "restaurant", restaurant.id, "deleted");
  }
  return {
    userIds: deletedUsers.map((row) => row.id),
    restaurants: doomed.map(({ id, name }) => ({ id, name })),
    mailIds,
  };
}

/** Deletes the outbox rows of the restaurants and their reservations; the ids of the mails among them. */
async function deleteOutboxOf(tx: Tx, restaurantIds: string[]): Promise<string[]> {
  const ofReservations = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(inArray(reservations.restaurantId, restaurantIds));
  const deleted = await tx
    .delete(outbox)
    .where(or(inArray(outbox.restaurantId, restaurantIds), inArray(outbox.reservationId, ofReservations)))
    .returning({ id: outbox.id, kind: outbox.kind });
  return deleted.filter((row) => row.kind === "mail").map((row) => row.id);
}
