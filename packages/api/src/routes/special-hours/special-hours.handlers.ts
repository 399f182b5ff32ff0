import type { SpecialHourBody } from "@tischservice/core";
import { apiAnswerTexts } from "@tischservice/core";
import { and, asc, eq } from "drizzle-orm";
import { findRestaurantOfUser, type Restaurant, requireManager } from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { specialHours } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import type {
  createSpecialHour,
  deleteSpecialHour,
  listSpecialHours,
  updateSpecialHour,
} from "./special-hours.routes.ts";

const notFoundText = apiAnswerTexts.specialHours.notFound;

async function listOf(db: Db | Tx, restaurant: Restaurant) {
  const rows = await db
    .select()
    .from(specialHours)
    .where(eq(specialHours.restaurantId, restaurant.id))
    .orderBy(asc(specialHours.startDate), asc(specialHours.title));
  return rows.map((row) => ({
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    isRecurring: row.isRecurring,
    isClosed: row.isClosed,
    customHours: row.openTime && row.closeTime ? { openTime: row.openTime, closeTime: row.closeTime } : null,
    description: row.description,
    userId: restaurant.ownerId,
    restaurantId: restaurant.id,
  }));
}

/** Type `closed` always closes; a closed entry has no custom hours. */
function columnsOf(body: SpecialHourBody) {
  const isClosed = body.isClosed || body.type === "closed";
  return {
    title: body.title,
    type: body.type,
    startDate: body.startDate,
    endDate: body.endDate,
    isRecurring: body.isRecurring,
    isClosed,
    openTime: isClosed ? null : (body.customHours?.openTime ?? null),
    closeTime: isClosed ? null : (body.customHours?.closeTime ?? null),
    description: body.description ?? "",
  };
}

export const listSpecialHoursHandler: AppRouteHandler<typeof listSpecialHours> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  const data = await listOf(db, restaurant);
  return c.json(
    { success: true as const, data, message: apiAnswerTexts.specialHours.listed(data.length) },
    200,
  );
};

export const createSpecialHourHandler: AppRouteHandler<typeof createSpecialHour> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  requireManager(c, restaurant);
  const at = now();
  await db
    .insert(specialHours)
    .values({ ...columnsOf(c.req.valid("json")), restaurantId: restaurant.id, createdAt: at, updatedAt: at });
  const data = await listOf(db, restaurant);
  return c.json({ success: true as const, data, message: apiAnswerTexts.specialHours.saved }, 201);
};

export const updateSpecialHourHandler: AppRouteHandler<typeof updateSpecialHour> = async (c) => {
  const { db, now } = c.var.deps;
  const { userId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurantOfUser(db, userId);
  requireManager(c, restaurant);
  const updated = await db
    .update(specialHours)
    .set({ ...columnsOf(c.req.valid("json")), updatedAt: now() })
    .where(and(eq(specialHours.id, specialHourId), eq(specialHours.restaurantId, restaurant.id)))
    .returning({ id: specialHours.id });
  if (updated.length === 0) throw notFound(notFoundText);
  const data = await listOf(db, restaurant);
  return c.json({ success: true as const, data, message: apiAnswerTexts.specialHours.updated }, 200);
};

export const deleteSpecialHourHandler: AppRouteHandler<typeof deleteSpecialHour> = async (c) => {
  const { db } = c.var.deps;
  const { userId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurantOfUser(db, userId);
  requireManager(c, restaurant);
  const deleted = await db
    .delete(specialHours)
    .where(and(eq(specialHours.id, specialHourId), eq(specialHours.restaurantId, restaurant.id)))
    .returning({ id: specialHours.id });
  if (deleted.length === 0) throw notFound(notFoundText);
  const data = await listOf(db, restaurant);
  return c.json({ success: true as const, data, message: apiAnswerTexts.specialHours.deleted }, 200);
};
