import { guestBlockErrorCodes, guestBlockTexts, guestKeyOf } from "@tischservice/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import type { Db, Tx } from "../db/client.ts";
import { guestProfiles } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";

/** The contact an online booking, waitlist entry or enquiry carries. */
export interface OnlineContact {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/**
 * The guest keys a contact is recognised by: its address's key and, separately, its phone's key, so a
 * blocked guest who books with the same phone and a new address (or the other way round) is recognised.
 */
function keysOf(contact: OnlineContact): string[] {
  const keys = [
    guestKeyOf({ customerEmail: contact.email ?? "" }),
    guestKeyOf({ customerPhone: contact.phone ?? "" }),
  ].filter((key) => key !== "");
  return [...new Set(keys)];
}

/** Whether the restaurant blocked the address or the phone of this contact for online bookings. */
export async function isBlockedOnline(db: Db | Tx, restaurantId: string, contact: OnlineContact) {
  const keys = keysOf(contact);
  if (keys.length === 0) return false;
  const [row] = await db
    .select({ key: guestProfiles.key })
    .from(guestProfiles)
    .where(
      and(
        eq(guestProfiles.restaurantId, restaurantId),
        inArray(guestProfiles.key, keys),
        eq(guestProfiles.blocked, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses an online channel's request of a blocked guest before anything is stored: 403
 * `online_booking_unavailable` with a neutral message that names neither the block nor its reason, only
 * the restaurant's phone. Staff's own bookings never call this: they may still book the guest.
 */
export async function refuseBlockedOnline(
  db: Db | Tx,
  restaurant: Pick<Restaurant, "id" | "phone">,
  contact: OnlineContact,
): Promise<void> {
  if (!(await isBlockedOnline(db, restaurant.id, contact))) return;
  throw new ApiError(403, guestBlockTexts.onlineBookingUnavailable(restaurant.phone), {
    code: guestBlockErrorCodes.onlineBookingUnavailable,
  });
}
