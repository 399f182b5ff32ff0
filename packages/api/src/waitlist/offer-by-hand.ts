import {
  bookingErrorCodes,
  stayMinutesFor,
  type WaitlistEntry,
  type WaitlistOfferRequest,
  waitlistTexts,
  wallTimeToInstant,
  wireTimeToMinutes,
} from "@tischservice/core";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import { reservationTables, type WaitlistEntryRow, waitlistEntries } from "../db/schema/index.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import type { AppDeps } from "../lib/types.ts";
import { heldTableIn, lockRestaurantDay } from "./holds.ts";
import { entryClosed, insertOffer } from "./offers.ts";
import { toWaitlistDtoOf } from "./waitlist-dto.ts";

/**
 * Staff offer a waiting entry a time on one table or a combination (issue 20), held 15 minutes and mailed:
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
    const [row] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry.id))
      .for("update");
    if (row?.status !== "waiting") throw entryClosed();
    const inputs = await loadDayInputs(tx, restaurant, row.date);
    const tableIds = [...new Set(request.tableIds)];
    const chosen = inputs.tables.filter((table) => tableIds.includes(table._id));
    if (chosen.length !== tableIds.length) throw badRequest(waitlistTexts.tablesUnknown);
    const seats = chosen.reduce((sum, table) => sum + table.seats, 0);
    if (seats < row.numberOfGuests) {
      throw conflict(waitlistTexts.tablesTooSmall(seats, row.numberOfGuests), {
        code: bookingErrorCodes.noFittingTables,
      });
    }
    const start = wallTimeToInstant(row.date, wireTimeToMinutes(request.timeSlot) ?? 0, restaurant.timeZone);
    if (start === null) throw badRequest(waitlistTexts.tablesUnknown);
    const startsAt = new Date(start);
    const endsAt = new Date(start + stayMinutesFor(inputs.stayDurations, row.numberOfGuests) * 60_000);
    const [busy] = await tx
      .select({ tableId: reservationTables.tableId })
      .from(reservationTables)
      .where(
        and(
          inArray(reservationTables.tableId, tableIds),
          eq(reservationTables.released, false),
          lt(reservationTables.startsAt, endsAt),
          gt(reservationTables.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (busy || (await heldTableIn(tx, restaurant.id, tableIds, startsAt, endsAt))) {
      throw conflict(waitlistTexts.tablesTaken, { code: bookingErrorCodes.slotTaken });
    }
    const offered = await insertOffer(
      deps,
      tx,
      restaurant,
      row,
      { timeSlot: request.timeSlot, tableIds, startsAt, endsAt },
      "staff",
      at,
    );
    return toWaitlistDtoOf(tx, offered);
  });
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  return dto;
}
