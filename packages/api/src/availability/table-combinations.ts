import type { AvailabilityCombination } from "@tischservice/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { tableCombinationMembers, tableCombinations, tables } from "../db/schema/index.ts";

/** One defined combination with its tables, as the list route and the day's inputs read it. */
export interface StoredCombination extends AvailabilityCombination {
  name: string;
  restaurantId: string;
  createdAt: Date;
  tableIds: string[];
  tables: Array<{ _id: string; tableNumber: string; name: string; seats: number; internal: boolean }>;
}

/**
 * The restaurant's combinations in the order the assignment prefers them (fewest seats, then fewest
 * tables, then oldest), each with its tables in the order of their numbers.
 */
export async function loadTableCombinations(db: Db | Tx, restaurantId: string): Promise<StoredCombination[]> {
  const rows = await db
    .select({
      combination: tableCombinations,
      table: {
        id: tables.id,
        tableNumber: tables.tableNumber,
        name: tables.name,
        seats: tables.seats,
        internal: tables.internal,
      },
    })
    .from(tableCombinations)
    .innerJoin(tableCombinationMembers, eq(tableCombinationMembers.combinationId, tableCombinations.id))
    .innerJoin(tables, eq(tables.id, tableCombinationMembers.tableId))
    .where(eq(tableCombinations.restaurantId, restaurantId))
    .orderBy(
      asc(tableCombinations.createdAt),
      asc(tableCombinations.id),
      asc(sql`length(${tables.tableNumber})`),
      asc(tables.tableNumber),
    );
  const byId = new Map<string, StoredCombination>();
  for (const { combination, table } of rows) {
    let stored = byId.get(combination.id);
    if (!stored) {
      stored = {
        _id: combination.id,
        name: combination.name,
        restaurantId: combination.restaurantId,
        createdAt: combination.createdAt,
        tableIds: [],
        tables: [],
      };
      byId.set(combination.id, stored);
    }
    stored.tableIds.push(table.id);
    stored.tables.push({
      _id: table.id,
      tableNumber: table.tableNumber,
      name: table.name,
      seats: table.seats,
      internal: table.internal,
    });
  }
  const seatsOf = (stored: StoredCombination) => stored.tables.reduce((sum, table) => sum + table.seats, 0);
  // Map order is the query's: oldest first, which the stable sort keeps among equals.
  return [...byId.values()].sort((a, b) => seatsOf(a) - seatsOf(b) || a.tables.length - b.tables.length);
}

/**
 * Deletes the restaurant's combinations that have fewer than two tables left (a member table was
 * deleted and its membership cascaded away): one table alone is no combination. Runs in the caller's
 * transaction, so nobody sees a combination of one table.
 */
export async function dropIncompleteCombinations(tx: Tx, restaurantId: string): Promise<void> {
  const counts = tx
    .select({ id: tableCombinationMembers.combinationId })
    .from(tableCombinationMembers)
    .groupBy(tableCombinationMembers.combinationId)
    .having(sql`count(*) >= 2`);
  await tx
    .delete(tableCombinations)
    .where(
      and(eq(tableCombinations.restaurantId, restaurantId), sql`${tableCombinations.id} not in ${counts}`),
    );
}

/** Combination ids of the restaurant that hold exactly the given table set (order ignored). */
export async function combinationsWithTables(
  tx: Tx,
  restaurantId: string,
  tableIds: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .select({
      id: tableCombinationMembers.combinationId,
      matching: sql<number>`count(*) filter (where ${inArray(tableCombinationMembers.tableId, [...tableIds])})`,
      total: sql<number>`count(*)`,
    })
    .from(tableCombinationMembers)
    .innerJoin(tableCombinations, eq(tableCombinations.id, tableCombinationMembers.combinationId))
    .where(eq(tableCombinations.restaurantId, restaurantId))
    .groupBy(tableCombinationMembers.combinationId);
  return rows
    .filter((row) => Number(row.matching) === tableIds.length && Number(row.total) === tableIds.length)
    .map((row) => row.id);
}
