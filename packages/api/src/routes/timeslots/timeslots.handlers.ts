import {
  daySlotsMessage,
  formatSlotDate,
  isClosedDay,
  nextOpenDate,
  wireDateOfInstant,
} from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { isStaffOf } from "../../auth/access.ts";
import { dayInputsLoader, daySlotsOf, requireOnlineParty } from "../../availability/day-slots.ts";
import type { getTimeSlots } from "./timeslots.routes.ts";

/** How far `firstOpen` looks for an open day: the widget's 90 bookable days. */
const FIRST_OPEN_SEARCH_DAYS = 90;

export const getTimeSlotsHandler: AppRouteHandler<typeof getTimeSlots> = async (c) => {
  const { restaurantId, date: requested, guests } = c.req.valid("param");
  const { firstOpen } = c.req.valid("query");
  const at = c.var.deps.now();
  const load = dayInputsLoader(c.var.deps, restaurantId);
  let date = requested;
  let inputs = await load(date);
  // The restaurant's calendar day: the widget counts its days from it, not from the guest's device.
  const timeZone = inputs.restaurant.timeZone;
  const today = wireDateOfInstant(at, timeZone) ?? at.toISOString().slice(0, 10);
  // The widget's first view asks for the device's today, which may be the restaurant's yesterday.
  if (firstOpen && date < today) {
    date = today;
    inputs = await load(date);
  }
  const closed = (day: string) => isClosedDay(day, inputs.openingHours, inputs.specialHours);
  // The widget's first view: a closed day answers with the next open one (one request, not a search).
  const next = firstOpen && closed(date) ? nextOpenDate(date, closed, FIRST_OPEN_SEARCH_DAYS) : null;
  if (next) {
    date = next;
    inputs = await load(next);
  }
  const staff = isStaffOf(c.var.user, inputs.restaurant);
  requireOnlineParty(inputs, guests, staff);
  const day = daySlotsOf(inputs, guests, at, staff ? "staff" : "public");
  const free = day.slots.filter((slot) => slot.available).length;
  const message = daySlotsMessage(day.closed, free);
  return c.json(
    {
      success: true as const,
      message,
      date: { ...formatSlotDate(date), iso: date },
      guests,
      today,
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
