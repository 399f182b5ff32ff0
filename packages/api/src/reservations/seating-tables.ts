import { and, eq, sql } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { reservationTables } from "../db/schema/index.ts";
import { heldTableIn, lockRestaurantDay } from "../waitlist/holds.ts";
import type { ReservationRow } from "./reservation-dto.ts";

/**
 * A finished visit frees its tables from `at` for the rest of its window: each row's end moves to `at`
 * (never later than it was, so a guest who stayed past the booked end takes nothing from the next booking).
 * The rows stay, so which table the guest had is kept. A visit closed before its window even began (the
 * guest came early and left early) would leave an empty window, which the exclusion's range cannot end
 * before its start; those rows are released instead, like a cancellation's.
 */
export async function endTablesAt(tx: Tx, reservationId: string, at: Date): Promise<void> {
  const mine = and(eq(reservationTables.reservationId, reservationId), eq(reservationTables.released, false));
  await tx
    .update(reservationTables)
    .set({ endsAt: sql`least(${reservationTables.endsAt}, ${at})` })
    .where(and(mine, sql`${reservationTables.startsAt} < ${at}`));
  await tx
    .update(reservationTables)
    .set({ released: true })
    .where(and(mine, sql`${reservationTables.startsAt} >= ${at}`));
}

/**
 * Undoing a completion takes the tables back for the reservation's whole window. A waitlist hold on one of
 * them answers `true` (taken); a booking made meanwhile makes the update fail with the exclusion's
 * 23P01, which the caller answers as 409.
 */
export async function restoreTables(tx: Tx, restaurant: Restaurant, row: ReservationRow): Promise<boolean> {
  if (await ownTablesHeld(tx, restaurant, row)) return true;
  await tx
    .update(reservationTables)
    .set({ endsAt: row.endsAt, released: false })
    .where(eq(reservationTables.reservationId, row.id));
  return false;
}

/**
 * Whether a waitlist hold sits on one of the reservation's own tables in its window, checked under the
 * day's lock (a hold is no table assignment the exclusion constraint sees), before taking them back.
 */
export async function ownTablesHeld(tx: Tx, restaurant: Restaurant, row: ReservationRow): Promise<boolean> {
  await lockRestaurantDay(tx, restaurant.id, row.reservationDate);
  const own = await tx
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, row.id));
  const ids = own.map((table) => table.tableId);
  return ids.length > 0 && heldTableIn(tx, restaurant.id, ids, row.startsAt, row.endsAt);
}
