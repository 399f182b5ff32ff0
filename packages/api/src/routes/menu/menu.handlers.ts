import { apiAnswerTexts, centsToEuroAmount, euroAmountToCents, menuItemTypes } from "@tischservice/core";
import { asc, eq, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import {
  findRestaurant,
  findRestaurantOfUser,
  type Restaurant,
  requireStaff,
  requireUser,
} from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { menuItems } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { notFound } from "../../lib/errors.ts";
import type {
  createMenuItem,
  deleteMenuItem,
  listMenuByRestaurant,
  listMenuByUser,
  updateMenuItem,
} from "./menu.routes.ts";

const itemNotFound = apiAnswerTexts.menu.notFound;

function toMenuItemDto(row: typeof menuItems.$inferSelect, restaurant: Restaurant) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    price: centsToEuroAmount(row.priceCents),
    type: row.type,
    userId: restaurant.ownerId,
    restaurantId: restaurant.id,
  };
}

const typeOrder = sql`array_position(array[${sql.join(
  menuItemTypes.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${menuItems.type})`;

async function listOf(db: Db | Tx, restaurant: Restaurant) {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurant.id))
    .orderBy(asc(typeOrder), asc(menuItems.name));
  return rows.map((row) => toMenuItemDto(row, restaurant));
}

async function findItem(db: Db | Tx, id: string) {
  const [item] = await db.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
  if (!item) throw notFound(itemNotFound);
  return { item, restaurant: await findRestaurant(db, item.restaurantId) };
}

export const listMenuByUserHandler: AppRouteHandler<typeof listMenuByUser> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurantOfUser(db, c.req.valid("param").userId);
  requireStaff(c, restaurant);
  return c.json(await listOf(db, restaurant), 200);
};

export const listMenuByRestaurantHandler: AppRouteHandler<typeof listMenuByRestaurant> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  return c.json({ success: true as const, data: await listOf(db, restaurant) }, 200);
};

export const createMenuItemHandler: AppRouteHandler<typeof createMenuItem> = async (c) => {
  const caller = requireUser(c);
  const deps = c.var.deps;
  const { db, now } = deps;
  const body = c.req.valid("json");
  const restaurant = await findRestaurantOfUser(db, body.userId ?? caller.id);
  requireStaff(c, restaurant);
  const [row] = await db
    .insert(menuItems)
    .values({
      restaurantId: restaurant.id,
      name: body.name,
      priceCents: euroAmountToCents(body.price),
      type: body.type,
      createdAt: now(),
      updatedAt: now(),
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  // Open order dialogs on other devices show the new item at once.
  await publishChange(deps, db, restaurant.id, "menu", row.id, "created");
  return c.json(
    { success: true as const, message: apiAnswerTexts.menu.saved, data: toMenuItemDto(row, restaurant) },
    201,
  );
};

export const updateMenuItemHandler: AppRouteHandler<typeof updateMenuItem> = async (c) => {
  const deps = c.var.deps;
  const { db, now } = deps;
  const body = c.req.valid("json");
  const { item, restaurant } = await findItem(db, c.req.valid("param").id);
  requireStaff(c, restaurant);
  const [row] = await db
    .update(menuItems)
    .set({ name: body.name, priceCents: euroAmountToCents(body.price), type: body.type, updatedAt: now() })
    .where(eq(menuItems.id, item.id))
    .returning();
  if (!row) throw notFound(itemNotFound);
  await publishChange(deps, db, restaurant.id, "menu", row.id, "updated");
  return c.json(
    { success: true as const, message: apiAnswerTexts.menu.updated, data: toMenuItemDto(row, restaurant) },
    200,
  );
};

export const deleteMenuItemHandler: AppRouteHandler<typeof deleteMenuItem> = async (c) => {
  const deps = c.var.deps;
  const { db } = deps;
  const { item, restaurant } = await findItem(db, c.req.valid("param").id);
  requireStaff(c, restaurant);
  // Order items keep name and price; their link to the menu item becomes null.
  await db.delete(menuItems).where(eq(menuItems.id, item.id));
  await publishChange(deps, db, restaurant.id, "menu", item.id, "deleted");
  return c.json({ success: true, message: apiAnswerTexts.menu.deleted }, 200);
};
