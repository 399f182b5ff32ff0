import {
  bookingErrorCodes,
  CHANGE_CUTOFF_HOURS,
  type GuestChangeBody,
  guestCanChange,
  guestChangeErrorCodes,
  guestChangeTexts,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import { findRestaurant } from "../auth/access.ts";
import type { Db } from "../db/client.ts";
import { restaurantConfigs } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";
import { editReservation, type ReservationEditResult } from "./edit-reservation.ts";
import { findGuestReservation } from "./guest-link.ts";

/** The restaurant's change cut-off in hours (the default when it has no configuration). */
export async function changeCutoffHoursOf(db: Db, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ hours: restaurantConfigs.changeCutoffHours })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurantId))
    .limit(1);
  return row?.hours ?? CHANGE_CUTOFF_HOURS.default;
}

/**
 * The guest's own change of date, time or party size from the mail's link: refused once the booking is no
 * longer pending or confirmed, or closer to its start than the restaurant's cut-off (409 with the phone);
 * otherwise the staff's edit runs with the online channel, so the new stay is checked like a new online
 * booking (availability, horizon, cut-off, pacing, held seats) and the old tables are given up only in the
 * transaction that takes the new ones. The restaurant sees it live and in the history ("vom Gast"); the
 * guest gets a new confirmation with a calendar file.
 */
export async function changeAsGuest(
  deps: AppDeps,
  reservationId: string,
  token: string,
  body: GuestChangeBody,
): Promise<ReservationEditResult> {
  const row = await findGuestReservation(deps.db, reservationId, token);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const cutoffHours = await changeCutoffHoursOf(deps.db, restaurant.id);
  if (row.status !== "pending" && row.status !== "confirmed") {
    throw conflict(guestChangeTexts.notChangeable, { code: bookingErrorCodes.reservationNotEditable });
  }
  if (!guestCanChange(row, deps.now(), cutoffHours)) {
    throw conflict(guestChangeTexts.cutoff(cutoffHours, restaurant.phone), {
      code: guestChangeErrorCodes.changeCutoff,
    });
  }
  return editReservation(deps, {
    restaurant,
    reservationId: row.id,
    body,
    by: { actor: "guest", userId: row.customerUserId },
    channel: "public",
  });
}
