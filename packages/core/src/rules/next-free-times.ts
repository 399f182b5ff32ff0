import { addDaysToWireDate } from "./wire-date.ts";

/**
 * How many days the search for other free times looks at, the first day included: two weeks cover every
 * weekday twice, which is as far as a guest whose day is full usually wants to move.
 */
export const NEXT_FREE_TIMES_DAYS = 14;

/** How many free times the search answers unless asked for fewer or more (at most one per day). */
export const NEXT_FREE_TIMES_DEFAULT_LIMIT = 5;
export const NEXT_FREE_TIMES_MAX_LIMIT = NEXT_FREE_TIMES_DAYS;

/** A free start time on a day: `YYYY-MM-DD` and `HH:MM`, local to the restaurant. */
export interface FreeTime {
  date: string;
  time: string;
}

/** What the search reads of a day's slots (core's `DaySlot`, or a slot from the API). */
export interface SlotAvailability {
  time: string;
  available: boolean;
}

/**
 * The next free times from `from` on (that day included): for each of the `NEXT_FREE_TIMES_DAYS` days in
 * turn, the day's first available slot, until `limit` days have one. One per day, so that a full evening
 * is answered with other evenings rather than with every half hour of the next one. `slotsOf` answers a
 * day's slots in time order (none on a closed day); days are asked for one after the other, and the
 * search stops as soon as it has enough, so a busy restaurant's tomorrow costs one day's work.
 */
export async function findNextFreeTimes(
  from: string,
  limit: number,
  slotsOf: (date: string) => Promise<readonly SlotAvailability[]> | readonly SlotAvailability[],
): Promise<FreeTime[]> {
  const found: FreeTime[] = [];
  for (let offset = 0; offset < NEXT_FREE_TIMES_DAYS && found.length < limit; offset++) {
    const date = addDaysToWireDate(from, offset);
    if (!date) break;
    const free = (await slotsOf(date)).find((slot) => slot.available);
    if (free) found.push({ date, time: free.time });
  }
  return found;
}

/** The last day the search looks at from `from` (`from` plus 13 days), or null for an invalid date. */
export function nextFreeTimesUntil(from: string): string | null {
  return addDaysToWireDate(from, NEXT_FREE_TIMES_DAYS - 1);
}
