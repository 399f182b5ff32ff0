import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import { dayInputsLoader } from "../availability/day-slots.ts";
import { reservations } from "../db/schema/index.ts";
import { isBlockedOnline } from "../guests/online-block.ts";
import { mayMailReceipt } from "../mail/address-mail-limits.ts";
import { bookReservation } from "../reservations/booking.ts";
import { loadConfigFlags } from "../reservations/config-flags.ts";
import { rwgBooking } from "./rwg-booking.ts";
import { failure, refusalAsFailure } from "./rwg-failure.ts";
import { findRwgMerchant } from "./rwg-merchant.ts";
import { rwgSlotAt, validPartySize } from "./rwg-slots.ts";
import { type CreateBookingRequest, RWG_SERVICE_ID } from "./rwg-wire.ts";

/** Google's idempotency tokens live in the reservations' own key column, apart from the widget's keys. */
export const rwgIdempotencyKey = (token: string) => `rwg:${token}`;

/** Statuses in which a booking still holds its slot for the guest. */
const standing = ["pending", "confirmed", "arrived", "seated"] as const;

async function bookingById(deps: AppDeps, id: string) {
  const [row] = await deps.db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw new Error("booking vanished");
  return { booking: rwgBooking(row) };
}

/**
 * `CreateBooking`: a real reservation through the widget's booking path (its lock, rules, tables, mails and
 * events) with source "google". A repeated `idempotency_token` answers the booking it made, on any process.
 */
export async function createRwgBooking(deps: AppDeps, request: CreateBookingRequest) {
  const { slot, user_information: user } = request;
  const restaurant = await findRwgMerchant(deps.db, slot.merchant_id);
  if (!restaurant || slot.service_id !== RWG_SERVICE_ID) {
    return failure("SLOT_UNAVAILABLE", "merchant_unavailable");
  }
  const key = request.idempotency_token ? rwgIdempotencyKey(request.idempotency_token) : null;
  if (key) {
    const [earlier] = await deps.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurant.id), eq(reservations.idempotencyKey, key)))
      .limit(1);
    if (earlier) return bookingById(deps, earlier.id);
  }
  const party = slot.resources?.party_size;
  if (!validPartySize(party)) return failure("SLOT_UNAVAILABLE", "party_size_missing");
  const now = deps.now();
  const found = await rwgSlotAt(dayInputsLoader(deps, restaurant.id), restaurant, slot.start_sec, party, now);
  if (!found?.available) return failure("SLOT_UNAVAILABLE", "slot_unavailable");
  const userId = user.user_id.trim();
  if (userId !== "") {
    const [own] = await deps.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.restaurantId, restaurant.id),
          eq(reservations.rwgUserId, userId),
          eq(reservations.startsAt, found.startsAt),
          inArray(reservations.status, [...standing]),
        ),
      )
      .limit(1);
    if (own) return failure("SLOT_ALREADY_BOOKED_BY_USER", "slot_already_booked_by_user");
  }
  const email = user.email.trim();
  const phone = user.telephone.trim();
  // The restaurant's block list holds for Google's guests as for the widget's; the answer names no block.
  if (await isBlockedOnline(deps.db, restaurant.id, { email, phone })) {
    return failure("SLOT_UNAVAILABLE", "online_booking_unavailable");
  }
  const config = await loadConfigFlags(deps.db, restaurant.id);
  try {
    const result = await bookReservation(deps, {
      restaurant,
      customerName:
        [user.given_name, user.family_name]
          .map((part) => part.trim())
          .join(" ")
          .trim() || "Google",
      customerEmail: email,
      customerPhone: phone,
      numberOfGuests: party,
      reservationDate: found.date,
      timeSlot: found.time,
      specialRequests: request.additional_request ?? "",
      language: "de",
      channel: "public",
      status: config.autoConfirmReservations ? "confirmed" : "pending",
      source: "google",
      customerUserId: null,
      rwgUserId: userId === "" ? null : userId,
      idempotencyKey: key,
      createdBy: { actor: "guest", userId: null },
      confirmedBy: { actor: "auto_confirm", userId: null },
      mailGuest: email !== "" && (await mayMailReceipt(deps, email)),
    });
    return bookingById(deps, result.reservation._id);
  } catch (error) {
    return refusalAsFailure(error);
  }
}
