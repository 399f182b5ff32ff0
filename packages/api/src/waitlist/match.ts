import {
  addDaysToWireDate,
  matchWaitlistEntries,
  waitlistWindowPassed,
  wireDateOfInstant,
} from "@tischservice/core";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import { waitlistEntries, waitlistOffers } from "../db/schema/index.ts";
import { lockRestaurantDay } from "./holds.ts";
import { insertOffer } from "./offers.ts";

/**
 * Offers the day's free tables to its waiting entries: under the restaurant-and-day lock the
 * booking takes, reads the day (bookings and open holds), lets core's `matchWaitlistEntries` pick (first
 * fitting entry by createdAt, earliest free slot in its window, never a declined or lapsed time) and
 * inserts the holds with their mails in the same transaction. With several processes the lock makes them
 * take turns, so one table at one time is never held twice. Answers how many offers were made.
 */
export async function matchWaitlist(deps: AppDeps, restaurant: Restaurant, date: string): Promise<number> {
  const at = deps.now();
  const made = await deps.db.transaction(async (tx) => {
    await lockRestaurantDay(tx, restaurant.id, date);
    const waiting = (
      await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.restaurantId, restaurant.id),
            eq(waitlistEntries.date, date),
            eq(waitlistEntries.status, "waiting"),
          ),
        )
    ).filter((entry) => !waitlistWindowPassed(entry.date, entry.to, at, restaurant.timeZone));
    if (waiting.length === 0) return 0;
    const refused = await tx
      .select({ entryId: waitlistOffers.entryId, timeSlot: waitlistOffers.timeSlot })
      .from(waitlistOffers)
      .where(
        and(
          inArray(
            waitlistOffers.entryId,
            waiting.map((entry) => entry.id),
          ),
          inArray(waitlistOffers.status, ["declined", "lapsed"]),
        ),
      );
    const inputs = await loadDayInputs(tx, restaurant, date);
    const matches = matchWaitlistEntries({
      date,
      openingHours: inputs.openingHours,
      specialHours: inputs.specialHours,
      tables: inputs.tables,
      combinations: inputs.combinations,
      reservations: inputs.reservations,
      stayDurations: inputs.stayDurations,
      slotInterval: inputs.slotInterval,
      leadTimeMinutes: inputs.leadTimeMinutes,
      timeZone: restaurant.timeZone,
      now: at,
      entries: waiting,
      refused,
    });
    const byId = new Map(waiting.map((entry) => [entry.id, entry]));
    for (const match of matches) {
      const entry = byId.get(match.entryId);
      if (!entry) continue;
      await insertOffer(
        deps,
        tx,
        restaurant,
        entry,
        {
          timeSlot: match.time,
          tableIds: match.tableIds,
          startsAt: new Date(match.startsAt),
          endsAt: new Date(match.endsAt),
        },
        "auto",
        at,
      );
    }
    return matches.length;
  });
  if (made > 0) {
    deps.dayCache.invalidate(restaurant.id);
    deps.mailQueued();
  }
  return made;
}

/** Re-matches every day (from yesterday on, for windows past midnight) on which entries of the restaurant wait. */
export async function matchWaitlistDays(deps: AppDeps, restaurant: Restaurant): Promise<number> {
  const today = wireDateOfInstant(deps.now(), restaurant.timeZone) ?? "";
  const since = addDaysToWireDate(today, -1) ?? today;
  const days = await deps.db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.restaurantId, restaurant.id),
        eq(waitlistEntries.status, "waiting"),
        gte(waitlistEntries.date, since),
      ),
    );
  let made = 0;
  for (const { date } of days) made += await matchWaitlist(deps, restaurant, date);
  return made;
}

/**
 * After an event that frees a table (a cancellation, a no-show, a released hold, a new table): offers it
 * to the waiting guests at once in this process. A failure is logged, never the caller's answer: the
 * cluster job tries again within 30 seconds.
 */
export async function rematchAfterFreeing(
  deps: AppDeps,
  restaurant: Restaurant,
  date: string | null,
): Promise<void> {
  try {
    if (date) await matchWaitlist(deps, restaurant, date);
    else await matchWaitlistDays(deps, restaurant);
  } catch (error) {
    deps.logger.error("waitlist matching failed", { restaurantId: restaurant.id, error: String(error) });
  }
}
