import {
  apiAnswerTexts,
  generatedTableName,
  tableCombinationTexts,
  tableNameAfterRenumber,
  tablesTexts,
  waitlistTexts,
} from "@tischservice/core";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import {
  findRestaurant,
  findRestaurantOfUser,
  type Restaurant,
  requireManager,
  requireStaff,
} from "../../auth/access.ts";
import { dropIncompleteCombinations } from "../../availability/table-combinations.ts";
import type { Db, Tx } from "../../db/client.ts";
import { reservationTables, rooms, tables } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { heldTableIn } from "../../waitlist/holds.ts";
import { rematchAfterFreeing } from "../../waitlist/match.ts";
import type {
  createTable,
  deleteTable,
  listTablesByOwner,
  listTablesByRestaurant,
  updateTableInternal,
  updateTableNumber,
  updateTablePosition,
} from "./tables.routes.ts";

const numberTaken = tablesTexts.numberTaken;
const tableNotFound = apiAnswerTexts.tables.notFound;

type TableRow = typeof tables.$inferSelect;

export function toTableDto(row: TableRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    seats: row.seats,
    tableNumber: row.tableNumber,
    location: row.location,
    restaurantId: row.restaurantId,
    roomId: row.roomId,
    position: { x: row.x, y: row.y, rotation: row.rotation },
    internal: row.internal,
  };
}

/** A reservation on the table that has not ended by `now` and was not released (it cannot be deleted then). */
function upcomingOn(tableId: typeof tables.id | string, now: Date) {
  return and(
    eq(reservationTables.tableId, tableId),
    eq(reservationTables.released, false),
    gt(reservationTables.endsAt, now),
  );
}

/** The restaurant's tables, each with whether it has upcoming reservations (the quick configuration's "−"). */
async function listOf(db: Db | Tx, restaurant: Restaurant, now: Date) {
  const rows = await db
    .select({
      table: tables,
      hasUpcomingReservations: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(reservationTables)
        .where(upcomingOn(tables.id, now))})`,
    })
    .from(tables)
    .where(eq(tables.restaurantId, restaurant.id))
    .orderBy(asc(sql`length(${tables.tableNumber})`), asc(tables.tableNumber));
  return rows.map((row) => ({
    ...toTableDto(row.table),
    hasUpcomingReservations: row.hasUpcomingReservations === true,
  }));
}

/** A table and its restaurant; 404 when either is unknown. */
async function findTable(db: Db | Tx, id: string) {
  const [table] = await db.select().from(tables).where(eq(tables.id, id)).limit(1);
  if (!table) throw notFound(tableNotFound);
  return { table, restaurant: await findRestaurant(db, table.restaurantId) };
}

/** A room id must name a room of the same restaurant. */
async function checkRoom(db: Db | Tx, roomId: string | null | undefined, restaurantId: string) {
  if (!roomId) return;
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.restaurantId, restaurantId)))
    .limit(1);
  if (!room) throw badRequest(apiAnswerTexts.tables.foreignRoom);
}

export const listTablesByOwnerHandler: AppRouteHandler<typeof listTablesByOwner> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  requireStaff(c, restaurant);
  return c.json({ success: true as const, data: await listOf(db, restaurant, now()) }, 200);
};

export const listTablesByRestaurantHandler: AppRouteHandler<typeof listTablesByRestaurant> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  return c.json({ success: true as const, data: await listOf(db, restaurant, now()) }, 200);
};

export const createTableHandler: AppRouteHandler<typeof createTable> = async (c) => {
  const { db, now } = c.var.deps;
  const body = c.req.valid("json");
  const restaurant = await findRestaurant(db, body.restaurantId);
  requireManager(c, restaurant);
  await checkRoom(db, body.roomId, restaurant.id);
  try {
    const [row] = await db
      .insert(tables)
      .values({
        restaurantId: restaurant.id,
        name: body.name || generatedTableName(body.seats, body.tableNumber),
        tableNumber: body.tableNumber,
        seats: body.seats,
        location: body.location,
        roomId: body.roomId ?? null,
        internal: body.internal ?? false,
        ...(body.position
          ? { x: body.position.x, y: body.position.y, rotation: body.position.rotation }
          : {}),
        createdAt: now(),
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    // A new table may seat a waiting party.
    await rematchAfterFreeing(c.var.deps, restaurant, null);
    return c.json(
      { success: true as const, message: apiAnswerTexts.tables.created, data: toTableDto(row) },
      201,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(numberTaken);
    throw error;
  }
};

export const deleteTableHandler: AppRouteHandler<typeof deleteTable> = async (c) => {
  const { db, now } = c.var.deps;
  const { table, restaurant } = await findTable(db, c.req.valid("param").id);
  requireManager(c, restaurant);
  const [upcoming] = await db
    .select({ id: reservationTables.reservationId })
    .from(reservationTables)
    .where(upcomingOn(table.id, now()))
    .limit(1);
  if (upcoming) throw conflict(apiAnswerTexts.tables.hasUpcomingReservations);
  // An open waitlist hold would be booked on it by the guest's one click.
  if (await heldTableIn(db, restaurant.id, [table.id], now(), new Date("9999-12-31T00:00:00.000Z"))) {
    throw conflict(waitlistTexts.tableHeld);
  }
  await db.transaction(async (tx) => {
    // Its memberships cascade away; a combination left with one table is no combination any more.
    await tx.delete(tables).where(eq(tables.id, table.id));
    await dropIncompleteCombinations(tx, restaurant.id);
  });
  return c.json({ success: true, message: tablesTexts.deleteSuccess }, 200);
};

export const updateTablePositionHandler: AppRouteHandler<typeof updateTablePosition> = async (c) => {
  const { db } = c.var.deps;
  const body = c.req.valid("json");
  const { table, restaurant } = await findTable(db, c.req.valid("param").id);
  requireManager(c, restaurant);
  await checkRoom(db, body.roomId, restaurant.id);
  const [row] = await db
    .update(tables)
    .set({
      ...(body.x !== undefined ? { x: body.x } : {}),
      ...(body.y !== undefined ? { y: body.y } : {}),
      ...(body.rotation !== undefined ? { rotation: body.rotation } : {}),
      ...(body.roomId !== undefined ? { roomId: body.roomId } : {}),
    })
    .where(eq(tables.id, table.id))
    .returning();
  if (!row) throw notFound(tableNotFound);
  return c.json(
    { success: true as const, message: apiAnswerTexts.tables.positionSaved, data: toTableDto(row) },
    200,
  );
};

export const updateTableNumberHandler: AppRouteHandler<typeof updateTableNumber> = async (c) => {
  const { db } = c.var.deps;
  const { tableNumber } = c.req.valid("json");
  const { table, restaurant } = await findTable(db, c.req.valid("param").id);
  requireManager(c, restaurant);
  try {
    const name = tableNameAfterRenumber(table, tableNumber);
    const [row] = await db
      .update(tables)
      .set({ tableNumber, name })
      .where(eq(tables.id, table.id))
      .returning();
    if (!row) throw notFound(tableNotFound);
    return c.json(
      { success: true as const, message: apiAnswerTexts.tables.numberSaved, data: toTableDto(row) },
      200,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(numberTaken);
    throw error;
  }
};

export const updateTableInternalHandler: AppRouteHandler<typeof updateTableInternal> = async (c) => {
  const { db } = c.var.deps;
  const { internal } = c.req.valid("json");
  const { table, restaurant } = await findTable(db, c.req.valid("param").id);
  requireManager(c, restaurant);
  const [row] = await db.update(tables).set({ internal }).where(eq(tables.id, table.id)).returning();
  if (!row) throw notFound(tableNotFound);
  return c.json(
    { success: true as const, message: tableCombinationTexts.internalSaved, data: toTableDto(row) },
    200,
  );
};
