import { daySlotsMessage, formatSlotDate, reservationEditTexts } from "@tischservice/core";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { loadDayInputs } from "../../availability/day-inputs.ts";
import { daySlotsOf } from "../../availability/day-slots.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { editReservation } from "../../reservations/edit-reservation.ts";
import { findReservation } from "./reservations.handlers.ts";
import type { reservationTimeSlots, updateReservation } from "./reservations.routes.ts";

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
 * The day's slots for moving this reservation: read without the cache and without its own tables, so the
 * times around its current one are not shown as taken by itself.
 */
export const reservationTimeSlotsHandler: AppRouteHandler<typeof reservationTimeSlots> = async (c) => {
  const { db, now } = c.var.deps;
  const row = await findReservation(db, c.req.valid("param").id);
  const restaurant = await findRestaurant(db, row.restaurantId);
  requireStaff(c, restaurant);
  const { date, guests } = c.req.valid("query");
  const inputs = await loadDayInputs(db, restaurant, date, { exceptReservationId: row.id });
  const day = daySlotsOf(inputs, guests, now(), "staff");
  const free = day.slots.filter((slot) => slot.available).length;
  return c.json(
    {
      success: true as const,
      message: daySlotsMessage(day.closed, free),
      date: { ...formatSlotDate(date), iso: date },
      guests,
      closed: day.closed,
      timeSlots: day.slots.map((slot) => ({
        time: slot.time,
        available: slot.available,
        status: slot.status,
      })),
    },
    200,
  );
};
