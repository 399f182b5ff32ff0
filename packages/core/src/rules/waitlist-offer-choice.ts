import type { WaitlistEntry } from "../schemas/waitlist.ts";
import { DEFAULT_SLOT_INTERVAL_MINUTES } from "./constants.ts";
import type { FloorPlanReservationLike } from "./floor-plan-state.ts";
import { minutesToWireTime, wireTimeToMinutes } from "./wire-date.ts";

/**
 * The start times staff can pick from when offering a table to a waiting party by hand: the
 * window `from`..`to` (both inclusive) in the restaurant's slot interval. Empty for a window that is not
 * valid; any other time may still be typed in.
 */
export function waitlistWindowTimes(
  from: string,
  to: string,
  slotInterval: number = DEFAULT_SLOT_INTERVAL_MINUTES,
): string[] {
  const start = wireTimeToMinutes(from);
  const end = wireTimeToMinutes(to);
  const step =
    Number.isInteger(slotInterval) && slotInterval > 0 ? slotInterval : DEFAULT_SLOT_INTERVAL_MINUTES;
  if (start === null || end === null || end < start) return [];
  const times: string[] = [];
  for (let minutes = start; minutes <= end; minutes += step) times.push(minutesToWireTime(minutes));
  return times;
}

/**
 * The open offers (holds) of a day's waitlist as table-holding reservations, so that the offer dialog marks
 * a held table "belegt" for the party's stay as the API does: each hold occupies its tables from its time
 * for the stay of its party. `exceptId` leaves out the entry being offered to.
 */
export function waitlistHoldsAsReservations(
  entries: readonly Pick<WaitlistEntry, "_id" | "status" | "date" | "numberOfGuests" | "offer">[],
  exceptId?: string,
): FloorPlanReservationLike[] {
  return entries.flatMap((entry) =>
    entry.status === "offered" && entry.offer && entry._id !== exceptId
      ? [
          {
            date: entry.date,
            timeSlot: entry.offer.timeSlot,
            numberOfGuests: entry.numberOfGuests,
            status: "confirmed",
            tableIds: entry.offer.tableIds,
          },
        ]
      : [],
  );
}
