import { addDaysToWireDate, waitlistWindowPassed } from "@tischservice/core";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import { findRestaurant, type Restaurant } from "../auth/access.ts";
import { waitlistEntries, waitlistOffers } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { lockRestaurantDay } from "./holds.ts";
import { matchWaitlistDays } from "./match.ts";
import { endOpenOffer } from "./offers.ts";

/** The waitlist job's interval: holds lapse at most this late after their 15 minutes. */
export const WAITLIST_EVERY_MS = 30_000;

export interface WaitlistRun {
  lapsed: number;
  expired: number;
  offered: number;
}

/**
 * One run of the cluster's `waitlist` job: lapses the holds whose 15 minutes have passed (the
 * entry waits again and never gets that time again), expires the active entries whose window has passed
 * (in the restaurant's time zone; an open hold is withdrawn) and re-matches every restaurant with waiting
 * entries. Each change runs under its restaurant-and-day lock and is announced live.
 */
export async function runWaitlistJob(deps: AppDeps): Promise<WaitlistRun> {
  const at = deps.now();
  const restaurants = new Map<string, Restaurant>();
  const restaurantOf = async (id: string) => {
    const known = restaurants.get(id) ?? (await findRestaurant(deps.db, id));
    restaurants.set(id, known);
    return known;
  };
  let lapsed = 0;
  let expired = 0;
  const due = await deps.db
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      restaurantId: waitlistOffers.restaurantId,
      date: waitlistOffers.date,
    })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, "open"), lte(waitlistOffers.expiresAt, at)));
  for (const offer of due) {
    const restaurant = await restaurantOf(offer.restaurantId);
    const done = await deps.db.transaction(async (tx) => {
      await lockRestaurantDay(tx, restaurant.id, offer.date);
      const ended = await tx
        .update(waitlistOffers)
        .set({ status: "lapsed", answeredAt: at })
        .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, "open")))
        .returning({ id: waitlistOffers.id });
      if (ended.length === 0) return false;
      await tx
        .update(waitlistEntries)
        .set({ status: "waiting", updatedAt: at })
        .where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, "offered")));
      await publishChange(deps, tx, restaurant.id, "waitlist", offer.entryId, "updated");
      return true;
    });
    if (done) lapsed += 1;
  }
  // Entries of yesterday and today may have a passed window (the restaurant's date may lag UTC's).
  const utcToday = at.toISOString().slice(0, 10);
  const active = await deps.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.status, ["waiting", "offered"]),
        lte(waitlistEntries.date, addDaysToWireDate(utcToday, 1) ?? utcToday),
      ),
    );
  for (const entry of active) {
    const restaurant = await restaurantOf(entry.restaurantId);
    if (!waitlistWindowPassed(entry.date, entry.to, at, restaurant.timeZone)) continue;
    await deps.db.transaction(async (tx) => {
      await lockRestaurantDay(tx, restaurant.id, entry.date);
      await endOpenOffer(tx, entry.id, "withdrawn", at);
      const closed = await tx
        .update(waitlistEntries)
        .set({ status: "expired", updatedAt: at })
        .where(and(eq(waitlistEntries.id, entry.id), inArray(waitlistEntries.status, ["waiting", "offered"])))
        .returning({ id: waitlistEntries.id });
      if (closed.length > 0) {
        expired += 1;
        await publishChange(deps, tx, restaurant.id, "waitlist", entry.id, "updated");
      }
    });
  }
  const waitingIn = await deps.db
    .selectDistinct({ restaurantId: waitlistEntries.restaurantId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, "waiting"));
  let offered = 0;
  for (const { restaurantId } of waitingIn) {
    offered += await matchWaitlistDays(deps, await restaurantOf(restaurantId));
  }
  return { lapsed, expired, offered };
}
