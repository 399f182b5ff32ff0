import {
  DEFAULT_RESTAURANT_TIME_ZONE,
  formatDate,
  formatTime,
  pushTestNotificationBody,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { restaurants } from "../db/schema/index.ts";
import type { PushMessage } from "./push-service.ts";

/** The restaurant's time zone (Europe/Berlin when the restaurant is gone). */
export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
}

/**
 * A test push stamped with the moment it is sent, as the restaurant's clock shows it (not UTC), e.g.
 * 'Automatische Testnachricht · 12.05.2026, 12:00 Uhr'.
 */
export function pushTestMessage(options: {
  title: string;
  text: string;
  at: Date;
  timeZone: string;
  tag: string;
}): PushMessage {
  const { title, text, at, timeZone, tag } = options;
  const body = pushTestNotificationBody(text, formatDate(at, { timeZone }), formatTime(at, { timeZone }));
  return { title, body, tag };
}
