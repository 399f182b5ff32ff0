import { waitlistErrorCodes, waitlistHoldExpiry, waitlistTexts } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import type { Tx } from "../db/client.ts";
import { type WaitlistEntryRow, waitlistEntries, waitlistOffers } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { conflict } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { TablePlan } from "../table-requests/book-tables.ts";
import { guestLinkUrl } from "../table-requests/load-request.ts";
import { toWaitlistDtoOf } from "./waitlist-dto.ts";
import { waitlistOfferMail, wallClockTime } from "./waitlist-mails.ts";

/** What an offer holds: the tables it would book when taken. */
export type HoldPlan = TablePlan;

export const entryClosed = () =>
  conflict(waitlistTexts.entryClosed, { code: waitlistErrorCodes.entryClosed });

/**
 * Offers a waiting entry `plan` (inside the caller's transaction, under the restaurant-and-day lock): the
 * hold (open for 15 minutes), the entry `offered` with a fresh link token, the offer mail in the guest's
 * language ("Jetzt buchen", held until HH:MM) and the live event. 409 when the entry no longer waits.
 */
export async function insertOffer(
  deps: AppDeps,
  tx: Tx,
  restaurant: Restaurant,
  entry: WaitlistEntryRow,
  plan: HoldPlan,
  offeredBy: "auto" | "staff",
  at: Date,
): Promise<WaitlistEntryRow> {
  const expiresAt = waitlistHoldExpiry(at);
  const token = randomToken();
  const [updated] = await tx
    .update(waitlistEntries)
    .set({ status: "offered", offerTokenHash: hashToken(token), updatedAt: at })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "waiting")))
    .returning();
  if (!updated) throw entryClosed();
  await tx.insert(waitlistOffers).values({
    entryId: entry.id,
    restaurantId: restaurant.id,
    date: entry.date,
    timeSlot: plan.timeSlot,
    tableIds: plan.tableIds,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    expiresAt,
    offeredBy,
    createdAt: at,
  });
  const dto = await toWaitlistDtoOf(tx, updated);
  const mail = waitlistOfferMail(
    dto,
    restaurant,
    plan.timeSlot,
    wallClockTime(expiresAt, restaurant.timeZone),
    guestLinkUrl(deps.publicOrigin, "waitlist", entry.id, token),
  );
  if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id });
  await publishChange(deps, tx, restaurant.id, "waitlist", entry.id, "updated");
  return updated;
}

/**
 * Ends the entry's open offer (if any) as `status`, inside the caller's transaction; answers whether
 * there was one (its tables are free again: the caller re-matches after the commit).
 */
export async function endOpenOffer(
  tx: Tx,
  entryId: string,
  status: "accepted" | "declined" | "lapsed" | "withdrawn",
  at: Date,
): Promise<boolean> {
  const ended = await tx
    .update(waitlistOffers)
    .set({ status, answeredAt: at })
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, "open")))
    .returning({ id: waitlistOffers.id });
  return ended.length > 0;
}
