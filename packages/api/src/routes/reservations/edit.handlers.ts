import {
  type BookingChannel,
  daySlotsMessage,
  formatSlotDate,
  reservationEditTexts,
} from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, type Restaurant, requireStaff } from "../../auth/access.ts";
import { loadDayInputs } from "../../availability/day-inputs.ts";
import { daySlotsOf } from "../../availability/day-slots.ts";
import type { Db } from "../../db/client.ts";
import { editReservation } from "../../reservations/edit-reservation.ts";
import { findGuestReservation } from "../../reservations/guest-link.ts";
import { findReservation } from "./reservations.handlers.ts";
import type { guestTimeSlots, reservationTimeSlots, updateReservation } from "./reservations.routes.ts";

export const updateReservationHandler: AppRouteHandler<typeof updateReservation> = async (c) => {
  const deps = c.var.deps;
  const row = await findReservation(deps.db, c.req.valid("param").id);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const user = requireStaff(c, restaurant);
  const { reservation, changes } = await editReservation(deps, {
    restaurant,
    reservationId: row.id,
    body: c.req.valid("json"),
    by: { actor: "staff", userId: user.id },
  });
  const message = changes.length > 0 ? reservationEditTexts.changed : reservationEditTexts.unchanged;
  return c.json({ success: true as const, message, data: reservation }, 200);
};

/**
 * The day's slots for moving a reservation as the channel sees them: read without the cache and without
 * its own tables (and its own guests in pacing), so the times around its current one are not shown as
 * taken by itself.
 */
async function slotsForMove(
  db: Db,
  now: Date,
  row: { id: string },
  restaurant: Restaurant,
  query: { date: string; guests: number },
  channel: BookingChannel,
) {
  const inputs = await loadDayInputs(db, restaurant, query.date, { exceptReservationId: row.id });
  const day = daySlotsOf(inputs, query.guests, now, channel);
  const free = day.slots.filter((slot) => slot.available).length;
  return {
    success: true as const,
    message: daySlotsMessage(day.closed, free),
    date: { ...formatSlotDate(query.date), iso: query.date },
    guests: query.guests,
    closed: day.closed,
    timeSlots: day.slots.map((slot) => ({ time: slot.time, available: slot.available, status: slot.status })),
  };
}

/** Staff moving a reservation: every slot staff may book. */
export const reservationTimeSlotsHandler: AppRouteHandler<typeof reservationTimeSlots> = async (c) => {
  const { db, now } = c.var.deps;
  const row = await findReservation(db, c.req.valid("param").id);
  const restaurant = await findRestaurant(db, row.restaurantId);
  requireStaff(c, restaurant);
  return c.json(await slotsForMove(db, now(), row, restaurant, c.req.valid("query"), "staff"), 200);
};

/** The guest changing their booking through the mail's link: the slots an online booking may take. */
export const guestTimeSlotsHandler: AppRouteHandler<typeof guestTimeSlots> = async (c) => {
  const { db, now } = c.var.deps;
  const { token, ...query } = c.req.valid("query");
  const row = await findGuestReservation(db, c.req.valid("param").id, token);
  const restaurant = await findRestaurant(db, row.restaurantId);
  return c.json(await slotsForMove(db, now(), row, restaurant, query, "public"), 200);
};
