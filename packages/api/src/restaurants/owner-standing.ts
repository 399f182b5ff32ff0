import { apiErrorTexts, bookingErrorCodes } from "@tischservice/core";
import { and, eq, exists, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { restaurants, users } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";

/**
 * The restaurant's owner has confirmed the address and is not deactivated: only then does the restaurant
 * appear in public and take requests from guests. An unconfirmed sign-up can be anyone's.
 */
export const ownerInGoodStanding = (db: Db | Tx) =>
  exists(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, restaurants.ownerId), isNotNull(users.emailVerifiedAt), isNull(users.deactivatedAt)),
      ),
  );

/** In the public partner list: listed, and its owner in good standing. */
export const inPartnerList = (db: Db | Tx) => and(eq(restaurants.listed, true), ownerInGoodStanding(db));

/**
 * Refuses a guest's request (booking, enquiry, waitlist entry) to a restaurant whose owner is unconfirmed or
 * deactivated: 404 with `code: "restaurant_unavailable"`, before anything is stored or mailed. A restaurant
 * the admin only hid from the partner list keeps taking requests through its widget.
 */
export async function refuseUnlessTakingRequests(db: Db | Tx, restaurant: { id: string }): Promise<void> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurant.id), ownerInGoodStanding(db)))
    .limit(1);
  if (!row) {
    throw new ApiError(404, apiErrorTexts.restaurantUnavailable, {
      code: bookingErrorCodes.restaurantUnavailable,
    });
  }
}

/**
 * Where the restaurant's own notices (new booking, new enquiry) go: its contact address, or its owner's
 * login when it has none. The login is never published, but it is where the owner reads their mail.
 */
export async function noticeAddress(
  db: Db | Tx,
  restaurant: { email: string; ownerId: string },
): Promise<string | null> {
  if (restaurant.email) return restaurant.email;
  const [owner] = await db
    .select({ email: users.email, isSubuser: users.isSubuser })
    .from(users)
    .where(eq(users.id, restaurant.ownerId));
  return owner && !owner.isSubuser ? owner.email : null;
}
