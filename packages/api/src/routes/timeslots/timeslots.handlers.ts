import {
  canBookOnline,
  computeDaySlots,
  daySlotsMessage,
  enquiryErrorCodes,
  enquiryTexts,
  formatSlotDate,
  isClosedDay,
  nextOpenDate,
} from "@tischservice/core";
import { findRestaurant, isStaffOf, type Restaurant } from "../../auth/access.ts";
import { loadDayInputs } from "../../availability/day-inputs.ts";
import { conflict } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import type { getTimeSlots } from "./timeslots.routes.ts";

/** How far `firstOpen` looks for an open day: the widget's 90 bookable days. */
const FIRST_OPEN_SEARCH_DAYS = 90;

export const getTimeSlotsHandler: AppRouteHandler<typeof getTimeSlots> = async (c) => {
  const { restaurantId, date: requested, guests } = c.req.valid("param");
  const { firstOpen } = c.req.valid("query");
  const { db, dayCache, now } = c.var.deps;
  let restaurant: Restaurant | null = null;
  // An unknown id answers 404 before the cache subscribes to the restaurant's channel.
  const load = (day: string) =>
    dayCache.get(
      restaurantId,
      day,
      async () => {
        restaurant ??= await findRestaurant(db, restaurantId);
        return loadDayInputs(db, restaurant, day);
      },
      () => findRestaurant(db, restaurantId),
    );
  let date = requested;
  let inputs = await load(date);
  const closed = (day: string) => isClosedDay(day, inputs.openingHours, inputs.specialHours);
  // The widget's first view: a closed day answers with the next open one (one request, not a search).
  const next = firstOpen && closed(date) ? nextOpenDate(requested, closed, FIRST_OPEN_SEARCH_DAYS) : null;
  if (next) {
    date = next;
    inputs = await load(next);
  }
  const staff = isStaffOf(c.var.user, restaurant ?? inputs.restaurant);
  // Large groups (issue 20): above the restaurant's limit guests send an enquiry; staff are not limited.
  if (!staff && !canBookOnline(guests, inputs.maxOnlinePartySize)) {
    throw conflict(enquiryTexts.partyNeedsEnquiry(inputs.maxOnlinePartySize), {
      code: enquiryErrorCodes.enquiryRequired,
      maxOnlinePartySize: inputs.maxOnlinePartySize,
    });
  }
  const day = computeDaySlots({
    date,
    openingHours: inputs.openingHours,
    specialHours: inputs.specialHours,
    tables: inputs.tables,
    reservations: [],
    occupancy: inputs.occupancy,
    partySize: guests,
    now: now(),
    channel: staff ? "staff" : "public",
    stayDurations: inputs.stayDurations,
    slotInterval: inputs.slotInterval,
    leadTimeMinutes: inputs.leadTimeMinutes,
    timeZone: inputs.restaurant.timeZone,
  });
  const free = day.slots.filter((slot) => slot.available).length;
  const message = daySlotsMessage(day.closed, free);
  return c.json(
    {
      success: true as const,
      message,
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
