import type { NotificationMessage } from "@tischservice/core";
import { apiAnswerTexts, formatTime, wireDateOfInstant } from "@tischservice/core";
import { and, asc, eq, gt } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurantByAnyId, requireStaff } from "../../auth/access.ts";
import { isSessionActive } from "../../auth/sessions.ts";
import { reservations } from "../../db/schema/index.ts";
import { unauthenticated } from "../../lib/errors.ts";
import { assignedTablesOf } from "../../reservations/assigned-tables.ts";
import type { check, listen, sendTest } from "./notifications.routes.ts";

/** Without `since`, the check looks this far back (the dashboard polls every 5 s). */
const DEFAULT_CHECK_WINDOW_MS = 30_000;

/**
 * The restaurant's live events for its staff. The stream belongs to the session that opened it: it closes
 * as soon as any process ends that session (the database announces it at commit), and each keepalive
 * checks the session again in case an announcement was missed.
 */
export const listenHandler: AppRouteHandler<typeof listen> = async (c) => {
  const { db, events, keepaliveMs, now, logger } = c.var.deps;
  const restaurant = await findRestaurantByAnyId(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const sessionId = c.var.sessionId;
  if (!sessionId) throw unauthenticated();
  c.header("X-Accel-Buffering", "no");
  // The route's declared answer is JSON-typed by zod-openapi; an event stream is a plain Response.
  return streamSSE(c, async (stream) => {
    const queue: NotificationMessage[] = [];
    let wake: (() => void) | null = null;
    let open = true;
    const push = (message: NotificationMessage) => {
      queue.push(message);
      wake?.();
    };
    const end = () => {
      open = false;
      wake?.();
    };
    const stopEnded = await events.onSessionsEnded((ended) => {
      if (ended.includes(sessionId)) end();
    });
    const unsubscribe = await events.subscribe(restaurant.id, push);
    const keepalive = setInterval(() => {
      isSessionActive(db, sessionId, now())
        .then((active) => {
          if (active) push({ type: "keepalive", data: { timestamp: now().toISOString() } });
          else end();
        })
        .catch((error) => logger.debug("event stream session check failed", { error: String(error) }));
    }, keepaliveMs);
    keepalive.unref();
    stream.onAbort(end);
    try {
      push({
        type: "connected",
        data: { restaurantId: restaurant.id, message: apiAnswerTexts.push.streamConnected },
      });
      while (open) {
        const message = queue.shift();
        if (message) {
          await stream.writeSSE({ data: JSON.stringify(message) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } catch (error) {
      logger.debug("event stream closed", { error: String(error) });
    } finally {
      clearInterval(keepalive);
      await stopEnded();
      await unsubscribe();
    }
  }) as never;
};

export const checkHandler: AppRouteHandler<typeof check> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurantByAnyId(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const serverTime = now();
  const since = c.req.valid("query").since ?? new Date(serverTime.getTime() - DEFAULT_CHECK_WINDOW_MS);
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurant.id), gt(reservations.createdAt, since)))
    .orderBy(asc(reservations.createdAt))
    .limit(100);
  const assigned = await assignedTablesOf(
    db,
    rows.map((row) => row.id),
  );
  const newReservations = rows.map((row) => ({
    reservationId: row.id,
    customerName: row.customerName,
    restaurantName: restaurant.name,
    date: row.reservationDate,
    time: row.timeSlot,
    guests: row.numberOfGuests,
    tableNames: assigned.get(row.id) ?? [],
  }));
  // serverTime: the next `since`, on the server's clock (the browser's may be off).
  return c.json({ success: true as const, newReservations, serverTime: serverTime.toISOString() }, 200);
};

export const sendTestHandler: AppRouteHandler<typeof sendTest> = async (c) => {
  const { db, events, now } = c.var.deps;
  const restaurant = await findRestaurantByAnyId(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const at = now();
  // Date and time as the restaurant's clock shows them, like every reservation and the local test series.
  const timeZone = restaurant.timeZone;
  await events.publish(db, restaurant.id, {
    type: "new_reservation",
    data: {
      customerName: "Testbenachrichtigung",
      restaurantName: restaurant.name,
      date: wireDateOfInstant(at, timeZone) ?? at.toISOString().slice(0, 10),
      time: formatTime(at, { timeZone }),
      guests: 2,
      tableNames: [],
    },
  });
  return c.json({ success: true, message: apiAnswerTexts.push.testNotificationSent }, 200);
};
