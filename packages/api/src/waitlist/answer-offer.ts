import {
  activeWaitlistStatuses,
  type WaitlistEntry,
  type WaitlistStatus,
  waitlistErrorCodes,
  waitlistTexts,
} from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { type WaitlistEntryRow, waitlistEntries, waitlistOffers } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { conflict } from "../lib/errors.ts";
import { bookRequestedTables } from "../table-requests/book-tables.ts";
import { lockTableRequest } from "../table-requests/load-request.ts";
import { lockRestaurantDay } from "./holds.ts";
import { rematchAfterFreeing } from "./match.ts";
import { endOpenOffer, entryClosed } from "./offers.ts";
import { toWaitlistDtoOf } from "./waitlist-dto.ts";

const offerExpired = () => conflict(waitlistTexts.offerExpired, { code: waitlistErrorCodes.offerExpired });
const isActive = (status: WaitlistStatus) =>
  (activeWaitlistStatuses as readonly WaitlistStatus[]).includes(status);

/** The entry locked (after the day's lock) until the transaction ends; 409 when it is no longer active. */
async function lockActiveEntry(tx: Tx, entry: WaitlistEntryRow): Promise<WaitlistEntryRow> {
  await lockRestaurantDay(tx, entry.restaurantId, entry.date);
  const row = await lockTableRequest(tx, "waitlist", entry.id);
  if (!row || !isActive(row.status)) throw entryClosed();
  return row;
}

/** The entry's open offer that has not lapsed by `at`; 409 `offer_expired` otherwise. */
async function openOffer(tx: Tx, entryId: string, at: Date) {
  const [offer] = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, "open")))
    .limit(1);
  if (!offer || offer.expiresAt <= at) throw offerExpired();
  return offer;
}

/**
 * The guest takes the offer in one click: under the day's lock, the held tables are booked at
 * the offer's time as a confirmed reservation (source widget, the entry's language), the entry is `booked`
 * and the usual confirmation with the manage link is mailed. 409 `offer_expired` without an open offer,
 * `waitlist_entry_closed` when the entry is not active.
 */
export async function acceptOffer(
  deps: AppDeps,
  restaurant: Restaurant,
  entry: WaitlistEntryRow,
): Promise<{ entry: WaitlistEntry; reservationId: string }> {
  const at = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockActiveEntry(tx, entry);
    const offer = await openOffer(tx, row.id, at);
    await endOpenOffer(tx, row.id, "accepted", at);
    const { booked, reservationId } = await bookRequestedTables(
      deps,
      tx,
      restaurant,
      {
        kind: "waitlist",
        guest: row,
        date: row.date,
        plan: offer,
        specialRequests: "",
        by: { actor: "guest", userId: null },
        at,
      },
      async (reservationId) => {
        const [booked] = await tx
          .update(waitlistEntries)
          .set({ status: "booked", reservationId, updatedAt: at })
          .where(eq(waitlistEntries.id, row.id))
          .returning();
        if (!booked) throw entryClosed();
        return { booked, reservationId };
      },
    );
    await publishChange(deps, tx, restaurant.id, "waitlist", row.id, "updated");
    return { entry: await toWaitlistDtoOf(tx, booked), reservationId };
  });
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  return result;
}

/**
 * The guest declines the open offer: the entry waits again (that time is never offered to it again) and
 * the freed table goes to the next fitting guest. 409 as `acceptOffer`.
 */
export async function declineOffer(
  deps: AppDeps,
  restaurant: Restaurant,
  entry: WaitlistEntryRow,
): Promise<WaitlistEntry> {
  const at = deps.now();
  const dto = await deps.db.transaction(async (tx) => {
    const row = await lockActiveEntry(tx, entry);
    await openOffer(tx, row.id, at);
    await endOpenOffer(tx, row.id, "declined", at);
    const [waiting] = await tx
      .update(waitlistEntries)
      .set({ status: "waiting", updatedAt: at })
      .where(eq(waitlistEntries.id, row.id))
      .returning();
    if (!waiting) throw entryClosed();
    await publishChange(deps, tx, restaurant.id, "waitlist", row.id, "updated");
    return toWaitlistDtoOf(tx, waiting);
  });
  deps.dayCache.invalidate(restaurant.id);
  await rematchAfterFreeing(deps, restaurant, entry.date);
  return dto;
}

/**
 * The guest leaves (`left`) or staff remove (`removed`) an active entry: an open hold is withdrawn and its
 * tables offered to the next fitting guest. 409 `waitlist_entry_closed` when the entry is not active.
 */
export async function closeEntry(
  deps: AppDeps,
  restaurant: Restaurant,
  entry: WaitlistEntryRow,
  status: "left" | "removed",
): Promise<WaitlistEntry> {
  const at = deps.now();
  const { dto, released } = await deps.db.transaction(async (tx) => {
    const row = await lockActiveEntry(tx, entry);
    const released = await endOpenOffer(tx, row.id, "withdrawn", at);
    const [closed] = await tx
      .update(waitlistEntries)
      .set({ status, updatedAt: at })
      .where(eq(waitlistEntries.id, row.id))
      .returning();
    if (!closed) throw entryClosed();
    await publishChange(deps, tx, restaurant.id, "waitlist", row.id, "updated");
    return { dto: await toWaitlistDtoOf(tx, closed), released };
  });
  deps.dayCache.invalidate(restaurant.id);
  if (released) await rematchAfterFreeing(deps, restaurant, entry.date);
  return dto;
}
