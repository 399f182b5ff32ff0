import {
  apiAnswerTexts,
  bookingErrorCodes,
  defaultOpeningHours,
  editableWeek,
  generalErrorCodes,
  maxOnlinePartySizeProblem,
  restaurantRetentionMonthsError,
  settingsTexts,
  stayDurationsProblem,
  type UpdateRestaurantConfigRequest,
} from "@tischservice/core";
import { asc, eq, or } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { changedFields } from "../../audit/changed-fields.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import {
  findRestaurant,
  findRestaurantByAnyId,
  findRestaurantOfUser,
  isAdmin,
  type Restaurant,
  requireManager,
} from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { restaurantConfigs, restaurants } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { platformReservationMonths } from "../../privacy/retention-settings.ts";
import { inPartnerList } from "../../restaurants/owner-standing.ts";
import { toConfigDto } from "./restaurant-configs.dto.ts";
import type * as routes from "./restaurant-configs.routes.ts";

/** The restaurant's configuration; created with defaults if it is missing (older data). */
async function configOf(db: Db | Tx, restaurant: Restaurant) {
  const [config] = await db
    .select()
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurant.id))
    .limit(1);
  if (config) return config;
  const [created] = await db
    .insert(restaurantConfigs)
    .values({ restaurantId: restaurant.id, openingHours: defaultOpeningHours() })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurant.id));
  if (!existing) throw new Error("config missing");
  return existing;
}

/** The notice when another tab or device saved the configuration after this client read it. */
export const configVersionConflictMessage = settingsTexts.saveConflictFallback;

/**
 * A config id, a restaurant id or a user id: the aliased path takes all three
 * (docs/requirements.md#api-paths).
 */
async function restaurantForConfigPath(db: Db | Tx, id: string): Promise<Restaurant> {
  const [byConfig] = await db
    .select({ restaurant: restaurants })
    .from(restaurantConfigs)
    .innerJoin(restaurants, eq(restaurants.id, restaurantConfigs.restaurantId))
    .where(eq(restaurantConfigs.id, id))
    .limit(1);
  return byConfig?.restaurant ?? findRestaurantByAnyId(db, id);
}

/**
 * Which configurations a caller may list: an admin every one; anyone else those of the public partner list
 * (listed, owner confirmed and active), and staff their own restaurant's besides. An unconfirmed sign-up or
 * a restaurant the admin hid leaves no public trace here.
 */
function visibleConfigs(c: Parameters<AppRouteHandler<typeof routes.listConfigs>>[0]) {
  const { db } = c.var.deps;
  const user = c.var.user;
  if (user && isAdmin(user)) return undefined;
  const own =
    user?.restaurantId && user.role === "Gastro" ? eq(restaurants.id, user.restaurantId) : undefined;
  return own ? or(inPartnerList(db), own) : inPartnerList(db);
}

export const listConfigsHandler: AppRouteHandler<typeof routes.listConfigs> = async (c) => {
  const { db } = c.var.deps;
  const [rows, platformMonths] = await Promise.all([
    db
      .select({ config: restaurantConfigs, restaurant: restaurants })
      .from(restaurantConfigs)
      .innerJoin(restaurants, eq(restaurants.id, restaurantConfigs.restaurantId))
      .where(visibleConfigs(c))
      .orderBy(asc(restaurants.createdAt)),
    platformReservationMonths(db),
  ]);
  const data = rows.map((row) => toConfigDto(row.config, row.restaurant, platformMonths));
  return c.json({ success: true as const, configs: data, data }, 200);
};

/** The lookup answer: the restaurant's configuration under both names clients read, `config` and `data`. */
async function configAnswer(db: Db, restaurant: Restaurant) {
  const dto = toConfigDto(await configOf(db, restaurant), restaurant, await platformReservationMonths(db));
  return { success: true as const, config: dto, data: dto };
}

export const getConfigByUserHandler: AppRouteHandler<typeof routes.getConfigByUser> = async (c) => {
  const { db } = c.var.deps;
  return c.json(await configAnswer(db, await findRestaurantOfUser(db, c.req.valid("param").userId)), 200);
};

export const getRestaurantConfigHandler: AppRouteHandler<typeof routes.getRestaurantConfig> = async (c) => {
  const { db } = c.var.deps;
  return c.json(await configAnswer(db, await findRestaurant(db, c.req.valid("param").restaurantId)), 200);
};

export const getConfigHandler: AppRouteHandler<typeof routes.getConfig> = async (c) => {
  const { db } = c.var.deps;
  return c.json(await configAnswer(db, await restaurantForConfigPath(db, c.req.valid("param").id)), 200);
};

export const updateRestaurantConfigHandler: AppRouteHandler<typeof routes.updateRestaurantConfig> = async (
  c,
) => {
  const found = await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId);
  return c.json(await saveConfig(c, found, c.req.valid("json")), 200);
};

export const updateConfigHandler: AppRouteHandler<typeof routes.updateConfig> = async (c) => {
  const found = await restaurantForConfigPath(c.var.deps.db, c.req.valid("param").id);
  return c.json(await saveConfig(c, found, c.req.valid("json")), 200);
};

/** The capacity settings of a save; an empty cut-off is stored as none. */
function bookingLimitChanges(body: UpdateRestaurantConfigRequest) {
  return {
    ...(body.bookingHorizonDays !== undefined ? { bookingHorizonDays: body.bookingHorizonDays } : {}),
    ...(body.sameDayCutoff !== undefined ? { sameDayCutoff: body.sameDayCutoff || null } : {}),
    ...(body.pacing !== undefined ? { pacing: body.pacing } : {}),
    ...(body.onlineSeatShare !== undefined ? { onlineSeatShare: body.onlineSeatShare } : {}),
    ...(body.changeCutoffHours !== undefined ? { changeCutoffHours: body.changeCutoffHours } : {}),
  };
}

/** Request fields that name or version the configuration instead of setting it. */
const auditIgnoredConfigFields = new Set(["_id", "userId", "expectedUpdatedAt"]);

/** Saves a configuration change of a manager, refused with German 400/409 answers before anything is written. */
async function saveConfig(c: Context<AppBindings>, found: Restaurant, body: UpdateRestaurantConfigRequest) {
  const { db, now } = c.var.deps;
  const editor = requireManager(c, found);
  // The stay lengths by party size: core's rule, refused with its German text before anything is written.
  const stayProblem = body.stayDurations ? stayDurationsProblem(body.stayDurations) : null;
  if (stayProblem) {
    const path = stayProblem.row >= 0 ? `stayDurations.${stayProblem.row}` : "stayDurations";
    throw badRequest(stayProblem.message, {
      code: generalErrorCodes.validation,
      errors: [{ path, message: stayProblem.message }],
    });
  }
  // The largest party booking online: core's rule, German 400 before anything is written.
  const partyProblem =
    body.maxOnlinePartySize !== undefined ? maxOnlinePartySizeProblem(body.maxOnlinePartySize) : null;
  if (partyProblem) {
    throw badRequest(partyProblem, {
      code: generalErrorCodes.validation,
      errors: [{ path: "maxOnlinePartySize", message: partyProblem }],
    });
  }
  const { before, result } = await db.transaction(async (tx) => {
    const existing = await configOf(tx, found);
    // Row lock: two concurrent saves with the same expected version cannot both pass the check.
    const [current = existing] = await tx
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.id, existing.id))
      .for("update");
    const platformMonths = await platformReservationMonths(tx);
    if (
      body.expectedUpdatedAt !== undefined &&
      new Date(body.expectedUpdatedAt).getTime() !== current.updatedAt.getTime()
    ) {
      throw conflict(configVersionConflictMessage, {
        code: bookingErrorCodes.versionConflict,
        config: toConfigDto(current, found, platformMonths),
      });
    }
    // A restaurant may only shorten the platform's retention period; refused before anything is written.
    if (body.reservationRetentionMonths !== undefined) {
      const refusal = restaurantRetentionMonthsError(body.reservationRetentionMonths, platformMonths);
      if (refusal) {
        throw badRequest(refusal, {
          code: generalErrorCodes.validation,
          errors: [{ path: "reservationRetentionMonths", message: refusal }],
        });
      }
    }
    // Every save gets a new version, even two within the same millisecond.
    const at = new Date(Math.max(now().getTime(), current.updatedAt.getTime() + 1));
    const openingHours = body.openingHours
      ? editableWeek({ ...current.openingHours, ...body.openingHours })
      : current.openingHours;
    const [config] = await tx
      .update(restaurantConfigs)
      .set({
        openingHours,
        // The onboarding checklist's "hours" step: the owner has saved the hours at least once.
        ...(body.openingHours ? { hoursSavedAt: at } : {}),
        ...(body.reservationDuration !== undefined ? { reservationDuration: body.reservationDuration } : {}),
        ...(body.stayDurations !== undefined ? { stayDurations: body.stayDurations } : {}),
        ...(body.maxOnlinePartySize !== undefined ? { maxOnlinePartySize: body.maxOnlinePartySize } : {}),
        ...(body.slotInterval !== undefined ? { slotInterval: body.slotInterval } : {}),
        ...(body.bookingLeadTime !== undefined ? { bookingLeadTime: body.bookingLeadTime } : {}),
        ...(body.autoConfirmReservations !== undefined
          ? { autoConfirmReservations: body.autoConfirmReservations }
          : {}),
        ...(body.emailNotificationsEnabled !== undefined
          ? { emailNotificationsEnabled: body.emailNotificationsEnabled }
          : {}),
        ...(body.regularGuestVisits !== undefined ? { regularGuestVisits: body.regularGuestVisits } : {}),
        ...(body.autoBlockNoShows !== undefined ? { autoBlockNoShows: body.autoBlockNoShows } : {}),
        ...(body.reminderEnabled !== undefined ? { reminderEnabled: body.reminderEnabled } : {}),
        ...(body.reserveWithGoogle !== undefined ? { reserveWithGoogle: body.reserveWithGoogle } : {}),
        ...(body.reminderTiming !== undefined ? { reminderTiming: body.reminderTiming } : {}),
        ...bookingLimitChanges(body),
        ...(body.reservationRetentionMonths !== undefined
          ? { reservationRetentionMonths: body.reservationRetentionMonths }
          : {}),
        updatedAt: at,
      })
      .where(eq(restaurantConfigs.id, current.id))
      .returning();
    let restaurant = found;
    if (body.timeZone !== undefined || (body.restaurantName !== undefined && body.restaurantName !== "")) {
      const [updated] = await tx
        .update(restaurants)
        .set({
          ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
          ...(body.restaurantName ? { name: body.restaurantName } : {}),
          updatedAt: at,
        })
        .where(eq(restaurants.id, found.id))
        .returning();
      if (updated) restaurant = updated;
    }
    if (!config) throw new Error("config update returned nothing");
    return {
      before: toConfigDto(current, found, platformMonths),
      result: toConfigDto(config, restaurant, platformMonths),
    };
  });
  // Slots read from this process's cache must see new limits, hours and intervals at once.
  c.var.deps.dayCache.invalidate(found.id);
  // The dashboard saves the whole configuration on every change: the log names only what changed.
  const changed = changedFields(
    before,
    result,
    Object.keys(body).filter((field) => !auditIgnoredConfigFields.has(field)),
  );
  if (changed.length > 0) {
    await recordAudit(c, {
      action: "settings_updated",
      actor: { id: editor.id, email: editor.email },
      targetId: found.id,
      details: { restaurant: result.restaurantName, fields: changed.join(", ") },
    });
  }
  return {
    success: true as const,
    message: apiAnswerTexts.restaurants.configSaved,
    config: result,
    data: result,
  };
}
