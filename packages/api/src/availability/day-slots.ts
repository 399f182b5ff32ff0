import {
  type BookingChannel,
  canBookOnline,
  computeDaySlots,
  type DaySlots,
  enquiryErrorCodes,
  enquiryTexts,
} from "@tischservice/core";
import { findRestaurant } from "../auth/access.ts";
import type { Db } from "../db/client.ts";
import type { Restaurant } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";
import type { DayInputsCache } from "./day-cache.ts";
import { type DayInputs, loadDayInputs } from "./day-inputs.ts";

/**
 * A restaurant's day inputs by date, through the process's cache: what the public reads of free times
 * (`simple-timeslots`, `next-free-times`) compute their slots from. An unknown id throws 404 before the
 * cache subscribes to the restaurant's channel; the restaurant row is read once per loader.
 */
export function dayInputsLoader(
  deps: { db: Db; dayCache: DayInputsCache },
  restaurantId: string,
): (date: string) => Promise<DayInputs> {
  const { db, dayCache } = deps;
  let restaurant: Restaurant | null = null;
  return (date) =>
    dayCache.get(
      restaurantId,
      date,
      async () => {
        restaurant ??= await findRestaurant(db, restaurantId);
        return loadDayInputs(db, restaurant, date);
      },
      () => findRestaurant(db, restaurantId),
    );
}

/**
 * Large groups: a guest's party above the restaurant's online limit gets 409 `enquiry_required` with the
 * limit (the widget offers the enquiry instead); staff are not limited.
 */
export function requireOnlineParty(inputs: DayInputs, guests: number, staff: boolean): void {
  if (staff || canBookOnline(guests, inputs.maxOnlinePartySize)) return;
  throw conflict(enquiryTexts.partyNeedsEnquiry(inputs.maxOnlinePartySize), {
    code: enquiryErrorCodes.enquiryRequired,
    maxOnlinePartySize: inputs.maxOnlinePartySize,
  });
}

/**
 * The slots of the inputs' day for a party as the channel sees them: guests through the lead time, staff
 * with the current slot. Outside the booking transaction (which re-reads everything under its lock), so a
 * slot shown here may be gone by the time it is booked, never booked twice.
 */
export function daySlotsOf(inputs: DayInputs, guests: number, now: Date, channel: BookingChannel): DaySlots {
  return computeDaySlots({
    date: inputs.date,
    openingHours: inputs.openingHours,
    specialHours: inputs.specialHours,
    tables: inputs.tables,
    reservations: [],
    occupancy: inputs.occupancy,
    partySize: guests,
    now,
    channel,
    stayDurations: inputs.stayDurations,
    slotInterval: inputs.slotInterval,
    leadTimeMinutes: inputs.leadTimeMinutes,
    timeZone: inputs.restaurant.timeZone,
    limits: inputs.limits,
  });
}
