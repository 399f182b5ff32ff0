import { addDaysToWireDate, canBookOnline, onlineDayRefusal, wireDateOfInstant } from "@tischservice/core";
import type { DayInputs } from "../availability/day-inputs.ts";
import { daySlotsOf } from "../availability/day-slots.ts";
import type { Restaurant } from "../db/schema/index.ts";

/** A start time of the restaurant's grid for a party, as the widget would offer it to a guest now. */
export interface RwgSlot {
  /** The restaurant's local day and `HH:MM` the booking path takes. */
  date: string;
  time: string;
  startsAt: Date;
  /** The end of the party's stay (core's stay durations). */
  endsAt: Date;
  /** Bookable online right now: open, free tables, lead time, horizon, cut-off, pacing, seat share. */
  available: boolean;
}

export type DayLoader = (date: string) => Promise<DayInputs>;

/** A party size Google may ask for: a whole number of guests from 1. */
export const validPartySize = (party: number | undefined): party is number =>
  typeof party === "number" && Number.isInteger(party) && party >= 1 && party <= 1000;

/**
 * The slot that starts at `startSec` (seconds since the epoch) for a party, or null when the restaurant's
 * grid has no such start. A start after midnight can belong to the evening before, so that day is asked too.
 */
export async function rwgSlotAt(
  load: DayLoader,
  restaurant: Pick<Restaurant, "timeZone">,
  startSec: number,
  party: number,
  now: Date,
): Promise<RwgSlot | null> {
  if (!Number.isSafeInteger(startSec)) return null;
  const instant = new Date(startSec * 1000);
  const localDay = wireDateOfInstant(instant, restaurant.timeZone);
  if (!localDay) return null;
  for (const date of [localDay, addDaysToWireDate(localDay, -1)]) {
    if (!date) continue;
    const slot = (await rwgDaySlots(load, restaurant, date, party, now)).find(
      (candidate) => candidate.startsAt.getTime() === instant.getTime(),
    );
    if (slot) return slot;
  }
  return null;
}

/** Every start of a day for a party, each marked whether a guest could book it online now. */
export async function rwgDaySlots(
  load: DayLoader,
  restaurant: Pick<Restaurant, "timeZone">,
  date: string,
  party: number,
  now: Date,
): Promise<RwgSlot[]> {
  const inputs = await load(date);
  const dayOpen =
    canBookOnline(party, inputs.maxOnlinePartySize) &&
    onlineDayRefusal(date, now, inputs.limits, restaurant.timeZone) === null;
  return daySlotsOf(inputs, party, now, "public").slots.map((slot) => ({
    date,
    time: slot.time,
    startsAt: new Date(slot.startsAt),
    endsAt: new Date(slot.endsAt),
    available: dayOpen && slot.available,
  }));
}
