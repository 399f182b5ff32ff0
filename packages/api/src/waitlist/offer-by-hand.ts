import type { WaitlistEntry, WaitlistOfferRequest } from "@tischservice/core";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { WaitlistEntryRow } from "../db/schema/index.ts";
import { planChosenTables } from "../table-requests/book-tables.ts";
import { lockTableRequest } from "../table-requests/load-request.ts";
import { lockRestaurantDay } from "./holds.ts";
import { entryClosed, insertOffer } from "./offers.ts";
import { toWaitlistDtoOf } from "./waitlist-dto.ts";

/**
 * Staff offer a waiting entry a time on one table or a combination, held 15 minutes and mailed:
 * under the restaurant-and-day lock, the tables must be the restaurant's (400), seat the party (409
 * `no_fitting_tables`) and be neither booked nor held for the party's stay (409 `slot_taken`); only a
 * `waiting` entry can be offered (409 `waitlist_entry_closed`). Nothing changes on a refusal.
 */
export async function offerByHand(
  deps: AppDeps,
  restaurant: Restaurant,
  entry: WaitlistEntryRow,
  request: WaitlistOfferRequest,
): Promise<WaitlistEntry> {
  const at = deps.now();
  const dto = await deps.db.transaction(async (tx) => {
    await lockRestaurantDay(tx, restaurant.id, entry.date);
    const row = await lockTableRequest(tx, "waitlist", entry.id);
    if (row?.status !== "waiting") throw entryClosed();
    const plan = await planChosenTables(tx, restaurant, "waitlist", row, request);
    const offered = await insertOffer(deps, tx, restaurant, row, plan, "staff", at);
    return toWaitlistDtoOf(tx, offered);
  });
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  return dto;
}
