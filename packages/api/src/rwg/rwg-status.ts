import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import { reservations } from "../db/schema/index.ts";
import { rwgBooking, rwgStatusOf } from "./rwg-booking.ts";
import { findRwgBookingRow } from "./rwg-update.ts";

/** How many of a user's bookings `ListBookings` answers at most (newest first). */
const LIST_LIMIT = 200;

/** `GetBookingStatus`: the status of one of Google's bookings; null when there is none (404). */
export async function rwgBookingStatus(deps: AppDeps, bookingId: string) {
  const row = await findRwgBookingRow(deps, bookingId);
  if (!row) return null;
  return {
    booking_id: row.id,
    booking_status: rwgStatusOf(row.status),
    prepayment_status: "PREPAYMENT_NOT_PROVIDED",
  };
}

/** `ListBookings`: the bookings a Google user made through Reserve with Google. */
export async function listRwgBookings(deps: AppDeps, userId: string) {
  const rows = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.source, "google"), eq(reservations.rwgUserId, userId)))
    .orderBy(desc(reservations.startsAt))
    .limit(LIST_LIMIT);
  return { bookings: rows.map(rwgBooking) };
}
