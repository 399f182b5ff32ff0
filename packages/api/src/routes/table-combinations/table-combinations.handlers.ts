import { tableCombinationTexts } from "@tischservice/core";
import { and, eq, inArray } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, lockRestaurant, requireManager, requireStaff } from "../../auth/access.ts";
import {
  combinationsWithTables,
  loadTableCombinations,
  type StoredCombination,
} from "../../availability/table-combinations.ts";
import { tableCombinationMembers, tableCombinations, tables } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import type {
  createTableCombination,
  deleteTableCombination,
  listTableCombinations,
} from "./table-combinations.routes.ts";

function toCombinationDto(stored: StoredCombination) {
  return {
    _id: stored._id,
    id: stored._id,
    restaurantId: stored.restaurantId,
    name: stored.name,
    tableIds: stored.tableIds,
    tables: stored.tables,
    seats: stored.tables.reduce((sum, table) => sum + table.seats, 0),
    internal: stored.tables.some((table) => table.internal),
    createdAt: stored.createdAt.toISOString(),
  };
}

export const listTableCombinationsHandler: AppRouteHandler<typeof listTableCombinations> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const combinations = await loadTableCombinations(db, restaurant.id);
  return c.json({ success: true as const, data: combinations.map(toCombinationDto) }, 200);
};

export const createTableCombinationHandler: AppRouteHandler<typeof createTableCombination> = async (c) => {
  const { db, now } = c.var.deps;
  const body = c.req.valid("json");
  const restaurant = await findRestaurant(db, body.restaurantId);
  requireManager(c, restaurant);
  const created = await db.transaction(async (tx) => {
    // The restaurant's lock makes "the same set twice" a check no concurrent request can slip past.
    await lockRestaurant(tx, restaurant.id);
    const own = await tx
      .select({ id: tables.id })
      .from(tables)
      .where(and(eq(tables.restaurantId, restaurant.id), inArray(tables.id, body.tableIds)));
    if (own.length !== body.tableIds.length) throw badRequest(tableCombinationTexts.foreignTable);
    if ((await combinationsWithTables(tx, restaurant.id, body.tableIds)).length > 0) {
      throw conflict(tableCombinationTexts.alreadyDefined);
    }
    const [row] = await tx
      .insert(tableCombinations)
      .values({ restaurantId: restaurant.id, name: body.name ?? "", createdAt: now() })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await tx
      .insert(tableCombinationMembers)
      .values(body.tableIds.map((tableId) => ({ combinationId: row.id, tableId })));
    const stored = (await loadTableCombinations(tx, restaurant.id)).find((one) => one._id === row.id);
    if (!stored) throw new Error("combination vanished");
    return stored;
  });
  return c.json(
    { success: true as const, message: tableCombinationTexts.created, data: toCombinationDto(created) },
    201,
  );
};

export const deleteTableCombinationHandler: AppRouteHandler<typeof deleteTableCombination> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid("param");
  const [row] = await db.select().from(tableCombinations).where(eq(tableCombinations.id, id)).limit(1);
  if (!row) throw notFound(tableCombinationTexts.notFound);
  const restaurant = await findRestaurant(db, row.restaurantId);
  requireManager(c, restaurant);
  await db.delete(tableCombinations).where(eq(tableCombinations.id, row.id));
  return c.json({ success: true, message: tableCombinationTexts.deleted }, 200);
};
