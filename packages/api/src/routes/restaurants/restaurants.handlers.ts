import { apiAnswerTexts, bookingErrorCodes, isListPageRequest, settingsTexts } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { changedFields } from "../../audit/changed-fields.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import {
  findRestaurant,
  findRestaurantOfUser,
  isAdmin,
  lockRestaurant,
  requireManager,
  requireUser,
} from "../../auth/access.ts";
import { restaurants, users } from "../../db/schema/index.ts";
import { conflict, forbidden, messages, notFound } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { changeRestaurantSlug } from "../../restaurants/change-slug.ts";
import { createRestaurantForOwner } from "../../restaurants/create-restaurant.ts";
import { allRestaurantRows, type RestaurantListRow, restaurantPage } from "./restaurant-page-sql.ts";
import { toRestaurantDto } from "./restaurants.dto.ts";
import type {
  createRestaurant,
  getRestaurant,
  getRestaurantByOwner,
  listRestaurants,
  updateRestaurant,
} from "./restaurants.routes.ts";

/** Admins see every restaurant with its listing state; everyone else the public fields. */
const dtoOptions = (c: Context<AppBindings>) => ({ forAdmin: c.var.user !== null && isAdmin(c.var.user) });

/**
 * The partner list: for everyone the listed restaurants whose owner has confirmed the address and is not
 * deactivated (an unconfirmed sign-up never puts a name on the public site); all of them for admins, who
 * can hide and show them, with each owner's name and login. Without parameters the whole list, as
 * integrations expect it; our own screens ask for pages (search, cursor, limit).
 */
export const listRestaurantsHandler: AppRouteHandler<typeof listRestaurants> = async (c) => {
  const options = dtoOptions(c);
  const { db } = c.var.deps;
  const query = c.req.valid("query");
  const toDtos = (rows: RestaurantListRow[]) =>
    rows.map(({ restaurant, owner }) => toRestaurantDto(restaurant, { ...options, owner }));
  if (!isListPageRequest(query)) {
    const data = toDtos(await allRestaurantRows(db, options.forAdmin));
    return c.json({ success: true as const, data, restaurants: data }, 200);
  }
  const page = await restaurantPage(db, options.forAdmin, query);
  const data = toDtos(page.rows);
  return c.json(
    { success: true as const, data, restaurants: data, nextCursor: page.nextCursor, total: page.total },
    200,
  );
};

/** One restaurant, listed or not: an unlisted restaurant's widget and pages keep working. */
export const getRestaurantHandler: AppRouteHandler<typeof getRestaurant> = async (c) => {
  const dto = toRestaurantDto(
    await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId),
    dtoOptions(c),
  );
  return c.json({ success: true as const, restaurant: dto, data: dto }, 200);
};

export const getRestaurantByOwnerHandler: AppRouteHandler<typeof getRestaurantByOwner> = async (c) => {
  const restaurant = await findRestaurantOfUser(c.var.deps.db, c.req.valid("param").userId);
  const dto = toRestaurantDto(restaurant, dtoOptions(c));
  return c.json({ success: true as const, restaurant: dto, data: dto }, 200);
};

/** The answer when a field the client changes was changed elsewhere after it read it. */
export const restaurantFieldConflictMessage = apiAnswerTexts.restaurants.fieldConflict;

export const updateRestaurantHandler: AppRouteHandler<typeof updateRestaurant> = async (c) => {
  const { restaurantId } = c.req.valid("param");
  const { _id: _ignored, expected = {}, slug, ...fields } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const editor = requireManager(c, await findRestaurant(db, restaurantId));
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const saved = await db.transaction(async (tx) => {
    const current = await lockRestaurant(tx, restaurantId);
    const stale = Object.entries(expected).filter(
      ([field, value]) =>
        value !== undefined && (current[field as keyof typeof expected] ?? "") !== (value ?? ""),
    );
    if (stale.length > 0) {
      const dto = toRestaurantDto(current, dtoOptions(c));
      throw conflict(restaurantFieldConflictMessage, {
        code: bookingErrorCodes.versionConflict,
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
    if (!updated || slug === undefined) return updated ? { before: current, row: updated } : null;
    return { before: current, row: await changeRestaurantSlug(tx, updated, slug, now()) };
  });
  if (!saved) throw notFound(messages.restaurantNotFound);
  const { row } = saved;
  // Empty and null alike, as in the conflict check: a field sent with the value it had is no change.
  const valuesOf = (source: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(changes).map((field) => [field, source[field] ?? ""]));
  const changed = changedFields(valuesOf(saved.before), valuesOf(row), Object.keys(changes));
  if (slug !== undefined && saved.before.slug !== row.slug) changed.push("slug");
  if (changed.length > 0) {
    await recordAudit(c, {
      action: "restaurant_updated",
      actor: { id: editor.id, email: editor.email },
      targetId: row.id,
      details: {
        restaurant: row.name,
        fields: changed.join(", "),
        // The old address, for whoever asks later where a printed link led.
        ...(changed.includes("slug") ? { previous: saved.before.slug } : {}),
      },
    });
  }
  const dto = toRestaurantDto(row, dtoOptions(c));
  return c.json(
    { success: true as const, message: apiAnswerTexts.restaurants.saved, restaurant: dto, data: dto },
    200,
  );
};

export const createRestaurantHandler: AppRouteHandler<typeof createRestaurant> = async (c) => {
  const caller = requireUser(c);
  const { userId, name, email } = c.req.valid("json");
  const { db, now } = c.var.deps;
  if (caller.role !== "Admin" && (caller.id !== userId || caller.isSubuser || caller.role !== "Gastro")) {
    throw forbidden(apiAnswerTexts.restaurants.createOwnOnly);
  }
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId)))
    .limit(1);
  if (!owner) throw notFound(messages.userNotFound);
  if (owner.isSubuser || owner.role !== "Gastro") {
    throw forbidden(apiAnswerTexts.restaurants.createGastroOnly);
  }
  const exists = apiAnswerTexts.restaurants.alreadyExists;
  try {
    const row = await db.transaction((tx) =>
      createRestaurantForOwner(tx, { ownerId: owner.id, name, email }, now()),
    );
    const dto = toRestaurantDto(row, dtoOptions(c));
    return c.json(
      { success: true as const, message: settingsTexts.restaurantCreated, restaurant: dto, data: dto },
      201,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(exists);
    throw error;
  }
};
