import { billReservationOf, canChangeReservationStatus, seatingRefusal } from "@tischservice/core";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { reservations, reservationTables } from "../db/schema/index.ts";
import type { ReservationActor } from "../reservations/history.ts";
import { applyStatusChange } from "../reservations/status-change.ts";

/** How far around the payment a reservation of the table may lie: guests sit down early and stay late. */
const AROUND_MS = 6 * 60 * 60_000;

/**
 * Paying a table's bill means its guests leave: the reservation at the table (core's `billReservationOf`:
 * seated, else arrived, else the confirmed one that started last) is completed in the payment's own
 * transaction, which frees the table from now. A bill without such a reservation (a walk-in never
 * booked) completes nothing, and a reservation the rules would not close is left alone rather than
 * refusing the payment. Returns the completed reservation's date, or null.
 */
export async function completeReservationAtBill(
  deps: AppDeps,
  tx: Tx,
  restaurant: Restaurant,
  tableId: string,
  by: ReservationActor,
  at: Date,
): Promise<string | null> {
  const candidates = await tx
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(reservationTables, eq(reservationTables.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.restaurantId, restaurant.id),
        eq(reservationTables.tableId, tableId),
        eq(reservationTables.released, false),
        inArray(reservations.status, ["confirmed", "arrived", "seated"]),
        lt(reservations.startsAt, new Date(at.getTime() + AROUND_MS)),
        gt(reservations.endsAt, new Date(at.getTime() - AROUND_MS)),
      ),
    )
    .for("update", { of: reservations });
  const row = billReservationOf(
    candidates.map((candidate) => candidate.reservation),
    at,
  );
  if (!row || !canChangeReservationStatus(row.status, "completed")) return null;
  if (seatingRefusal(row, "completed", at, restaurant.timeZone) !== null) return null;
  await applyStatusChange(deps, tx, restaurant, row, "completed", by, at);
  return row.reservationDate;
}
