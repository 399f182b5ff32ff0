import {
  DEFAULT_ONLINE_BOOKING_LIMITS,
  type OnlineBookingLimits,
  onlineDayRefusal,
  type PacingArrival,
} from "@tischservice/core";
import { and, eq, ne, notInArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { type Restaurant, reservations, type restaurantConfigs } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";

type ConfigRow = typeof restaurantConfigs.$inferSelect;

/**
 * The restaurant's limits on online bookings for one date: its four settings and the date's standing
 * reservations that pacing counts (any channel, pending ones included).
 */
export async function loadOnlineLimits(
  db: Db | Tx,
  restaurantId: string,
  date: string,
  config: ConfigRow | undefined,
  exceptReservationId?: string,
): Promise<OnlineBookingLimits> {
  const arrivals: PacingArrival[] = config?.pacing
    ? await db
        .select({
          timeSlot: reservations.timeSlot,
          numberOfGuests: reservations.numberOfGuests,
          status: reservations.status,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.restaurantId, restaurantId),
            eq(reservations.reservationDate, date),
            notInArray(reservations.status, ["cancelled"]),
            // A booking being moved does not count against its own new window.
            ...(exceptReservationId ? [ne(reservations.id, exceptReservationId)] : []),
          ),
        )
    : [];
  if (!config) return DEFAULT_ONLINE_BOOKING_LIMITS;
  return {
    bookingHorizonDays: config.bookingHorizonDays,
    sameDayCutoff: config.sameDayCutoff || null,
    pacing: config.pacing,
    onlineSeatShare: config.onlineSeatShare,
    arrivals,
  };
}

/**
 * Guests may not book, join the waitlist or send an enquiry for a day beyond the horizon (409
 * `beyond_horizon`, naming the last bookable day); bookings for today after the cut-off are refused with
 * the restaurant's phone (409 `same_day_closed`). Staff are never limited.
 */
export function requireOnlineDay(
  restaurant: Restaurant,
  limits: Pick<OnlineBookingLimits, "bookingHorizonDays" | "sameDayCutoff">,
  date: string,
  now: Date,
  options: { sameDay: boolean } = { sameDay: true },
): void {
  const refusal = onlineDayRefusal(
    date,
    now,
    options.sameDay ? limits : { ...limits, sameDayCutoff: null },
    restaurant.timeZone,
    restaurant.phone,
  );
  if (refusal) throw conflict(refusal.message, { code: refusal.code });
}
