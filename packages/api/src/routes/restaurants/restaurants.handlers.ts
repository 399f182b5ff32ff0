import { and, asc, eq } from "drizzle-orm";
import { findRestaurant, findRestaurantOfUser, requireManager, requireUser } from "../../auth/access.ts";
import { restaurants, users } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/dto.ts";
import { conflict, forbidden, messages, notFound } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { createRestaurantForOwner } from "../../restaurants/create-restaurant.ts";
import { toRestaurantDto } from "./restaurants.dto.ts";
import type {
  createRestaurant,
  getRestaurant,
  getRestaurantByOwner,
  listRestaurants,
  updateRestaurant,
} from "./restaurants.routes.ts";

export const listRestaurantsHandler: AppRouteHandler<typeof listRestaurants> = async (c) => {
  const rows = await c.var.deps.db
    .select()
    .from(restaurants)
    .orderBy(asc(restaurants.createdAt), asc(restaurants.name));
  const data = rows.map(toRestaurantDto);
  return c.json({ success: true as const, data, restaurants: data }, 200);
};

export const getRestaurantHandler: AppRouteHandler<typeof getRestaurant> = async (c) => {
  const dto = toRestaurantDto(await findRestaurant(c.var.deps.db, c.req.valid("param").id));
  return c.json({ success: true as const, restaurant: dto, data: dto }, 200);
};

export const getRestaurantByOwnerHandler: AppRouteHandler<typeof getRestaurantByOwner> = async (c) => {
  const dto = toRestaurantDto(await findRestaurantOfUser(c.var.deps.db, c.req.valid("param").userId));
  return c.json({ success: true as const, restaurant: dto, data: dto }, 200);
};

/** The answer when a field the client changes was changed elsewhere after it read it. */
export const restaurantFieldConflictMessage =
  "Dieses Feld wurde inzwischen an anderer Stelle geändert. Es wurde nichts gespeichert.";

export const updateRestaurantHandler: AppRouteHandler<typeof updateRestaurant> = async (c) => {
  const { restaurantId } = c.req.valid("param");
  const { _id: _ignored, expected = {}, ...fields } = c.req.valid("json");
  const { db, now } = c.var.deps;
  requireManager(c, await findRestaurant(db, restaurantId));
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .for("update");
    if (!current) throw notFound(messages.restaurantNotFound);
    const stale = Object.entries(expected).filter(
      ([field, value]) =>
        value !== undefined && (current[field as keyof typeof expected] ?? "") !== (value ?? ""),
    );
    if (stale.length > 0) {
      const dto = toRestaurantDto(current);
      throw conflict(restaurantFieldConflictMessage, {
        restaurant: dto,
        data: dto,
        fields: stale.map(([field]) => field),
      });
    }
    const [updated] = await tx
      .update(restaurants)
      .set({ ...changes, updatedAt: now() })
      .where(eq(restaurants.id, restaurantId))
      .returning();
    return updated;
  });
  if (!row) throw notFound(messages.restaurantNotFound);
  const dto = toRestaurantDto(row);
  return c.json(
    { success: true as const, message: "Restaurant gespeichert.", restaurant: dto, data: dto },
    200,
  );
};

export const createRestaurantHandler: AppRouteHandler<typeof createRestaurant> = async (c) => {
  const caller = requireUser(c);
  const { userId, name, email } = c.req.valid("json");
  const { db, now } = c.var.deps;
  if (caller.role !== "Admin" && (caller.id !== userId || caller.isSubuser || caller.role !== "Gastro")) {
    throw forbidden("Nur der Inhaber selbst oder ein Administrator kann dieses Restaurant anlegen.");
  }
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId)))
    .limit(1);
  if (!owner) throw notFound(messages.userNotFound);
  if (owner.isSubuser || owner.role !== "Gastro") {
    throw forbidden("Restaurants können nur für Gastronomiebetriebe angelegt werden.");
  }
  const exists = "Für diesen Benutzer existiert bereits ein Restaurant.";
  try {
    const row = await db.transaction((tx) =>
      createRestaurantForOwner(tx, { ownerId: owner.id, name, email }, now()),
    );
    const dto = toRestaurantDto(row);
    return c.json(
      { success: true as const, message: "Restaurant erfolgreich erstellt!", restaurant: dto, data: dto },
      201,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(exists);
    throw error;
  }
};
