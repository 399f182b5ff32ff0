import type { SpecialHourBody } from "@tischservice/core";
import { apiAnswerTexts } from "@tischservice/core";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, findRestaurantOfUser, type Restaurant, requireManager } from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { specialHours } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type * as routes from "./special-hours.routes.ts";

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

async function addSpecialHour(c: Context<AppBindings>, restaurant: Restaurant, body: SpecialHourBody) {
  const { db, now } = c.var.deps;
  requireManager(c, restaurant);
  const at = now();
  await db
    .insert(specialHours)
    .values({ ...columnsOf(body), restaurantId: restaurant.id, createdAt: at, updatedAt: at });
  return listOf(db, restaurant);
}

async function changeSpecialHour(
  c: Context<AppBindings>,
  restaurant: Restaurant,
  specialHourId: string,
  body: SpecialHourBody,
) {
  const { db, now } = c.var.deps;
  requireManager(c, restaurant);
  const updated = await db
    .update(specialHours)
    .set({ ...columnsOf(body), updatedAt: now() })
    .where(and(eq(specialHours.id, specialHourId), eq(specialHours.restaurantId, restaurant.id)))
    .returning({ id: specialHours.id });
  if (updated.length === 0) throw notFound(notFoundText);
  return listOf(db, restaurant);
}

async function removeSpecialHour(c: Context<AppBindings>, restaurant: Restaurant, specialHourId: string) {
  const { db } = c.var.deps;
  requireManager(c, restaurant);
  const deleted = await db
    .delete(specialHours)
    .where(and(eq(specialHours.id, specialHourId), eq(specialHours.restaurantId, restaurant.id)))
    .returning({ id: specialHours.id });
  if (deleted.length === 0) throw notFound(notFoundText);
  return listOf(db, restaurant);
}

const listed = (data: Awaited<ReturnType<typeof listOf>>) => ({
  success: true as const,
  data,
  message: apiAnswerTexts.specialHours.listed(data.length),
});
const answer = (data: Awaited<ReturnType<typeof listOf>>, message: string) => ({
  success: true as const,
  data,
  message,
});

export const listRestaurantSpecialHoursHandler: AppRouteHandler<
  typeof routes.listRestaurantSpecialHours
> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  return c.json(listed(await listOf(db, restaurant)), 200);
};

export const listSpecialHoursHandler: AppRouteHandler<typeof routes.listSpecialHours> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  return c.json(listed(await listOf(db, restaurant)), 200);
};

export const createRestaurantSpecialHourHandler: AppRouteHandler<
  typeof routes.createRestaurantSpecialHour
> = async (c) => {
  const restaurant = await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId);
  const data = await addSpecialHour(c, restaurant, c.req.valid("json"));
  return c.json(answer(data, apiAnswerTexts.specialHours.saved), 201);
};

export const createSpecialHourHandler: AppRouteHandler<typeof routes.createSpecialHour> = async (c) => {
  const restaurant = await findRestaurantOfUser(c.var.deps.db, c.req.valid("param").userId);
  const data = await addSpecialHour(c, restaurant, c.req.valid("json"));
  return c.json(answer(data, apiAnswerTexts.specialHours.saved), 201);
};

export const updateRestaurantSpecialHourHandler: AppRouteHandler<
  typeof routes.updateRestaurantSpecialHour
> = async (c) => {
  const { restaurantId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurant(c.var.deps.db, restaurantId);
  const data = await changeSpecialHour(c, restaurant, specialHourId, c.req.valid("json"));
  return c.json(answer(data, apiAnswerTexts.specialHours.updated), 200);
};

export const updateSpecialHourHandler: AppRouteHandler<typeof routes.updateSpecialHour> = async (c) => {
  const { userId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurantOfUser(c.var.deps.db, userId);
  const data = await changeSpecialHour(c, restaurant, specialHourId, c.req.valid("json"));
  return c.json(answer(data, apiAnswerTexts.specialHours.updated), 200);
};

export const deleteRestaurantSpecialHourHandler: AppRouteHandler<
  typeof routes.deleteRestaurantSpecialHour
> = async (c) => {
  const { restaurantId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurant(c.var.deps.db, restaurantId);
  const data = await removeSpecialHour(c, restaurant, specialHourId);
  return c.json(answer(data, apiAnswerTexts.specialHours.deleted), 200);
};

export const deleteSpecialHourHandler: AppRouteHandler<typeof routes.deleteSpecialHour> = async (c) => {
  const { userId, specialHourId } = c.req.valid("param");
  const restaurant = await findRestaurantOfUser(c.var.deps.db, userId);
  const data = await removeSpecialHour(c, restaurant, specialHourId);
  return c.json(answer(data, apiAnswerTexts.specialHours.deleted), 200);
};
