import {
  apiAnswerTexts,
  pushDeviceLabel,
  pushDeviceTexts,
  pushErrorCodes,
  pushSubscriptionSchema,
  pushTexts,
} from "@tischservice/core";
import { and, asc, count, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { findRestaurantOfUser, isAdmin, requireStaff, requireUser } from "../../auth/access.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { pushTestMessage } from "../../push/test-message.ts";
import type {
  devices,
  register,
  removeDevice,
  sendTest,
  startAutoTest,
  status,
  stopAutoTest,
  vapidKey,
} from "./push-notifications.routes.ts";

const notForRestaurants = apiAnswerTexts.push.restaurantsOnly;

/** The caller's restaurant (owner or sub-user); everyone else has no devices to manage. */
async function restaurantOfCaller(c: Context<AppBindings>) {
  const user = requireUser(c);
  if (user.role !== "Gastro") throw forbidden(notForRestaurants);
  const restaurant = await findRestaurantOfUser(c.var.deps.db, user.id);
  requireStaff(c, restaurant);
  return { user, restaurant };
}

export const registerHandler: AppRouteHandler<typeof register> = async (c) => {
  const { user, restaurant } = await restaurantOfCaller(c);
  const { token, platform } = c.req.valid("json");
  let subscription: Record<string, unknown>;
  let endpoint: string;
  if (typeof token === "object") {
    subscription = token;
    endpoint = token.endpoint;
  } else if (platform === "web") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(token);
    } catch {
      parsed = null;
    }
    const result = pushSubscriptionSchema.safeParse(parsed);
    if (!result.success) throw badRequest(apiAnswerTexts.push.invalidSubscription);
    subscription = result.data;
    endpoint = result.data.endpoint;
  } else {
    subscription = { token };
    endpoint = `${platform}:${token}`;
  }
  const { db, push } = c.var.deps;
  // The server posts to a web endpoint: only the browsers' push services, never an address of the caller's choice.
  if (platform === "web" || typeof token === "object") {
    const check = push.checkEndpoint(endpoint);
    if (!check.ok)
      throw badRequest(pushDeviceTexts.endpointRefused, { code: pushErrorCodes.endpointRefused });
  }
  const label = pushDeviceLabel(c.req.header("user-agent"), platform);
  // Signing out of this session removes the subscription again (`endSession`).
  const sessionId = c.var.sessionId;
  await db
    .insert(pushSubscriptions)
    .values({
      restaurantId: restaurant.id,
      userId: user.id,
      endpoint,
      subscription,
      platform,
      label,
      sessionId,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { restaurantId: restaurant.id, userId: user.id, subscription, platform, label, sessionId },
    });
  const { publicKey } = await push.vapidKeys();
  return c.json({ success: true as const, message: apiAnswerTexts.push.deviceRegistered, publicKey }, 201);
};

export const vapidKeyHandler: AppRouteHandler<typeof vapidKey> = async (c) => {
  const { publicKey } = await c.var.deps.push.vapidKeys();
  return c.json({ success: true as const, publicKey }, 200);
};

/** Devices and the automatic test's state, both from the database: every process answers the same. */
export const statusHandler: AppRouteHandler<typeof status> = async (c) => {
  const { restaurant } = await restaurantOfCaller(c);
  const [row] = await c.var.deps.db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.restaurantId, restaurant.id));
  return c.json(
    {
      success: true,
      devices: row?.devices ?? 0,
      scheduler: { isRunning: await c.var.deps.pushAutoTest.isRunning(restaurant.id) },
    },
    200,
  );
};

/** The caller's own devices (each staff member manages theirs): name, platform, date added; never a token. */
export const devicesHandler: AppRouteHandler<typeof devices> = async (c) => {
  const { user } = await restaurantOfCaller(c);
  const rows = await c.var.deps.db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      platform: pushSubscriptions.platform,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return c.json(
    {
      success: true,
      devices: rows.map((row) => ({
        _id: row.id,
        label: row.label || pushDeviceTexts.unknownDevice,
        platform: row.platform,
        created_at: row.createdAt.toISOString(),
      })),
    },
    200,
  );
};

/**
 * Removes one of the caller's own devices; admins may remove any. Another user's device answers 404
 * (its existence is not told), and nothing changes.
 */
export const removeDeviceHandler: AppRouteHandler<typeof removeDevice> = async (c) => {
  const { id } = c.req.valid("param");
  const caller = requireUser(c);
  const owner = isAdmin(caller) ? null : (await restaurantOfCaller(c)).user;
  const removed = await c.var.deps.db
    .delete(pushSubscriptions)
    .where(
      owner
        ? and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, owner.id))
        : eq(pushSubscriptions.id, id),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushDeviceTexts.notFound);
  return c.json({ success: true as const, message: pushDeviceTexts.removed }, 200);
};

export const sendTestHandler: AppRouteHandler<typeof sendTest> = async (c) => {
  const { restaurant } = await restaurantOfCaller(c);
  const body = (await c.req.json().catch(() => ({}))) as { message?: unknown };
  const text =
    typeof body.message === "string" && body.message.trim() ? body.message.trim().slice(0, 500) : null;
  const result = await c.var.deps.push.sendToRestaurant(
    restaurant.id,
    pushTestMessage({
      title: pushTexts.title,
      text: text ?? pushTexts.testMessage,
      at: c.var.deps.now(),
      timeZone: restaurant.timeZone,
      tag: "test",
    }),
  );
  return c.json({ success: true as const, message: pushTexts.testSent, ...result }, 200);
};

export const startAutoTestHandler: AppRouteHandler<typeof startAutoTest> = async (c) => {
  const { restaurant } = await restaurantOfCaller(c);
  await c.var.deps.pushAutoTest.start(restaurant.id, c.var.deps.now());
  return c.json(
    { success: true as const, message: pushTexts.schedulerRunning, scheduler: { isRunning: true } },
    200,
  );
};

export const stopAutoTestHandler: AppRouteHandler<typeof stopAutoTest> = async (c) => {
  const { restaurant } = await restaurantOfCaller(c);
  await c.var.deps.pushAutoTest.stop(restaurant.id);
  return c.json(
    { success: true as const, message: pushTexts.schedulerStopped, scheduler: { isRunning: false } },
    200,
  );
};
