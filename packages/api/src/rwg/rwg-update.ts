import { guestCanCancel, guestCanChange } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import { findRestaurant } from "../auth/access.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import { reservations } from "../db/schema/index.ts";
import { editReservation } from "../reservations/edit-reservation.ts";
import { changeCutoffHoursOf } from "../reservations/guest-change.ts";
import type { ReservationRow } from "../reservations/reservation-dto.ts";
import { changeReservationStatus } from "../reservations/status-change.ts";
import { rwgBooking } from "./rwg-booking.ts";
import { failure, refusalAsFailure } from "./rwg-failure.ts";
import { findRwgMerchant } from "./rwg-merchant.ts";
import { rwgSlotAt, validPartySize } from "./rwg-slots.ts";
import type { UpdateBookingRequest } from "./rwg-wire.ts";

const guest = { actor: "guest" as const, userId: null };

/** A booking Google made (source "google"), or null: Google never reads or changes anyone else's. */
export async function findRwgBookingRow(deps: AppDeps, bookingId: string): Promise<ReservationRow | null> {
  const [row] = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, bookingId), eq(reservations.source, "google")))
    .limit(1);
  return row ?? null;
}

async function answer(deps: AppDeps, id: string) {
  const row = await findRwgBookingRow(deps, id);
  if (!row) throw new Error("booking vanished");
  return { booking: rwgBooking(row) };
}

/** Which fields Google asks to change: the mask's paths, or what the booking carries when there is none. */
function wanted(request: UpdateBookingRequest) {
  const paths = request.update_mask?.split(",").map((path) => path.trim()) ?? null;
  const asks = (path: string, present: boolean) => (paths ? paths.includes(path) : present);
  const slot = request.booking.slot;
  return {
    cancel: asks("status", request.booking.status !== undefined) && request.booking.status === "CANCELED",
    startSec: asks("slot.start_sec", slot?.start_sec !== undefined) ? slot?.start_sec : undefined,
    party: asks("slot.resources.party_size", slot?.resources?.party_size !== undefined)
      ? slot?.resources?.party_size
      : undefined,
  };
}

/**
 * `UpdateBooking`: cancels (status `CANCELED`) under the guest's cancel rule, or moves the time and party
 * size under the guest's own change rule (cut-off, then checked like a new online booking, the old tables
 * kept until the new ones are taken). Null when the booking is not one of Google's (404).
 */
export async function updateRwgBooking(deps: AppDeps, request: UpdateBookingRequest) {
  const row = await findRwgBookingRow(deps, request.booking.booking_id);
  if (!row) return null;
  const now = deps.now();
  const change = wanted(request);
  if (change.cancel) {
    if (row.status === "cancelled") return failure("BOOKING_ALREADY_CANCELLED", "already_cancelled");
    if (!guestCanCancel(row.status, row.startsAt, now)) {
      return failure("OUTSIDE_CANCELLATION_WINDOW", "too_late_to_cancel");
    }
    const restaurant = await findRestaurant(deps.db, row.restaurantId);
    try {
      await changeReservationStatus(deps, restaurant, row.id, "cancelled", guest, {
        check: (locked) => {
          if (!guestCanCancel(locked.status, locked.startsAt, now)) throw new Error("booking changed");
        },
      });
    } catch (error) {
      return refusalAsFailure(error);
    }
    return answer(deps, row.id);
  }
  if (change.startSec === undefined && change.party === undefined) return answer(deps, row.id);
  const restaurant = await findRwgMerchant(deps.db, row.restaurantId);
  if (!restaurant) return failure("SLOT_UNAVAILABLE", "merchant_unavailable");
  if (!guestCanChange(row, now, await changeCutoffHoursOf(deps.db, restaurant.id))) {
    return failure("OUTSIDE_CANCELLATION_WINDOW", "change_cutoff");
  }
  const party = change.party ?? row.numberOfGuests;
  if (!validPartySize(party)) return failure("SLOT_UNAVAILABLE", "party_size_missing");
  const startSec = change.startSec ?? Math.round(row.startsAt.getTime() / 1000);
  // Only the grid is read here: the booking's own tables would count against it; the edit re-checks all.
  const slot = await rwgSlotAt(
    (date) => loadDayInputs(deps.db, restaurant, date),
    restaurant,
    startSec,
    party,
    now,
  );
  if (!slot) return failure("SLOT_UNAVAILABLE", "slot_not_offered");
  try {
    await editReservation(deps, {
      restaurant,
      reservationId: row.id,
      body: { reservationDate: slot.date, timeSlot: slot.time, numberOfGuests: party },
      by: guest,
      channel: "public",
    });
  } catch (error) {
    return refusalAsFailure(error);
  }
  return answer(deps, row.id);
}
