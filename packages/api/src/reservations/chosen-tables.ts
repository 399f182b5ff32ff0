import { bookingErrorCodes, stayMinutesFor, wallTimeToInstant, wireTimeToMinutes } from "@tischservice/core";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import type { DayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import { reservationTables } from "../db/schema/index.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { heldTableIn } from "../waitlist/holds.ts";

/** The refusals of a staff choice of tables, in the words of the feature that asks (enquiries, waitlist). */
export interface ChosenTablesTexts {
  tablesUnknown: string;
  tablesTooSmall: (seats: number, guests: number) => string;
  tablesTaken: string;
}

/**
 * Checks tables staff chose by hand for a party at `timeSlot` on `date` (accepting an enquiry, offering a
 * waitlist entry), inside the caller's transaction under the restaurant-and-day lock: the tables
 * must be the restaurant's (400), seat the party together (409 `no_fitting_tables`) and be neither booked
 * nor held by a waitlist offer during the party's stay (409 `slot_taken`). Answers the distinct table ids
 * and the stay's instants.
 */
export async function checkChosenTables(
  tx: Tx,
  restaurant: Restaurant,
  inputs: DayInputs,
  choice: { date: string; timeSlot: string; tableIds: readonly string[]; guests: number },
  texts: ChosenTablesTexts,
): Promise<{ tableIds: string[]; startsAt: Date; endsAt: Date }> {
  const tableIds = [...new Set(choice.tableIds)];
  const chosen = inputs.tables.filter((table) => tableIds.includes(table._id));
  if (chosen.length !== tableIds.length) throw badRequest(texts.tablesUnknown);
  const seats = chosen.reduce((sum, table) => sum + table.seats, 0);
  if (seats < choice.guests) {
    throw conflict(texts.tablesTooSmall(seats, choice.guests), { code: bookingErrorCodes.noFittingTables });
  }
  const start = wallTimeToInstant(choice.date, wireTimeToMinutes(choice.timeSlot) ?? 0, restaurant.timeZone);
  if (start === null) throw badRequest(texts.tablesUnknown);
  const startsAt = new Date(start);
  const endsAt = new Date(start + stayMinutesFor(inputs.stayDurations, choice.guests) * 60_000);
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
  // A waitlist hold takes its tables as a booking does.
  if (busy || (await heldTableIn(tx, restaurant.id, tableIds, startsAt, endsAt))) {
    throw conflict(texts.tablesTaken, { code: bookingErrorCodes.slotTaken });
  }
  return { tableIds, startsAt, endsAt };
}
