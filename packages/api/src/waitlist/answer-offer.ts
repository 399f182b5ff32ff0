import {
  activeWaitlistStatuses,
  type WaitlistEntry,
  type WaitlistStatus,
  waitlistErrorCodes,
  waitlistTexts,
} from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import type { Tx } from "../db/client.ts";
import {
  reservationTables,
  type WaitlistEntryRow,
  waitlistEntries,
  waitlistOffers,
} from "../db/schema/index.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { conflict } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestBookingMail } from "../mail/reservation-mails.ts";
import { recordReservationEvent } from "../reservations/history.ts";
import { insertReservation } from "../reservations/insert-reservation.ts";
import { toReservationDto } from "../reservations/reservation-dto.ts";
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
  const token = randomToken();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockActiveEntry(tx, entry);
    const offer = await openOffer(tx, row.id, at);
    await endOpenOffer(tx, row.id, "accepted", at);
    const reservation = await insertReservation(tx, {
      restaurantId: restaurant.id,
      customerName: row.customerName,
      ...reservationContact({ customerEmail: row.customerEmail, customerPhone: row.customerPhone }),
      numberOfGuests: row.numberOfGuests,
      reservationDate: row.date,
      timeSlot: offer.timeSlot,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      status: "confirmed",
      specialRequests: "",
      language: row.language,
      source: "widget",
      manageTokenHash: hashToken(token),
      createdAt: at,
      updatedAt: at,
    });
    for (const type of ["created", "confirmed"] as const) {
      await recordReservationEvent(tx, {
        reservationId: reservation.id,
        restaurantId: restaurant.id,
        type,
        by: { actor: "guest", userId: null },
        at,
      });
    }
    await tx.insert(reservationTables).values(
      offer.tableIds.map((tableId) => ({
        reservationId: reservation.id,
        tableId,
        restaurantId: restaurant.id,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
      })),
    );
    const [booked] = await tx
      .update(waitlistEntries)
      .set({ status: "booked", reservationId: reservation.id, updatedAt: at })
      .where(eq(waitlistEntries.id, row.id))
      .returning();
    if (!booked) throw entryClosed();
    const dto = await toReservationDto(tx, reservation);
    const manageUrl = `${deps.publicOrigin}/app/reservation/${dto._id}?token=${token}`;
    const mail = guestBookingMail({ ...dto, restaurantName: restaurant.name, restaurant }, true, manageUrl);
    if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: reservation.id });
    await publishChange(deps, tx, restaurant.id, "reservations", reservation.id, "created", [
      reservation.reservationDate,
    ]);
    await publishChange(deps, tx, restaurant.id, "waitlist", row.id, "updated");
    return { entry: await toWaitlistDtoOf(tx, booked), reservationId: reservation.id };
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
