import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { reservationTables, tables } from "../db/schema/index.ts";

/**
 * The tables each of these reservations holds or held (released ones too), by reservation id: their
 * numbers, or their names. Reservations without a table are missing from the map.
 */
export async function assignedTablesOf(
  db: Db | Tx,
  reservationIds: readonly string[],
  shown: "tableNumber" | "name" = "tableNumber",
): Promise<Map<string, string[]>> {
  const byReservation = new Map<string, string[]>();
  if (reservationIds.length === 0) return byReservation;
  const rows = await db
    .select({ reservationId: reservationTables.reservationId, table: tables[shown] })
    .from(reservationTables)
    .innerJoin(tables, eq(tables.id, reservationTables.tableId))
    .where(inArray(reservationTables.reservationId, [...reservationIds]));
  for (const row of rows)
    byReservation.set(row.reservationId, [...(byReservation.get(row.reservationId) ?? []), row.table]);
  return byReservation;
}
