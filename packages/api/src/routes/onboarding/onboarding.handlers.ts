import { eq, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireManager } from "../../auth/access.ts";
import { restaurants } from "../../db/schema/index.ts";
import { messages, notFound } from "../../lib/errors.ts";
import type { getOnboarding, updateOnboarding } from "./onboarding.routes.ts";
import { onboardingStateOf } from "./onboarding-state.ts";

export const getOnboardingHandler: AppRouteHandler<typeof getOnboarding> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireManager(c, restaurant);
  return c.json({ success: true, data: await onboardingStateOf(db, restaurant) }, 200);
};

export const updateOnboardingHandler: AppRouteHandler<typeof updateOnboarding> = async (c) => {
  const { db, now } = c.var.deps;
  const { dismissed, widgetCopied } = c.req.valid("json");
  const found = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireManager(c, found);
  const at = now();
  const changes = {
    // The first time counts: dismissing or copying again keeps the original stamp.
    ...(dismissed === true
      ? { onboardingDismissedAt: sql`coalesce(${restaurants.onboardingDismissedAt}, ${at})` }
      : {}),
    ...(dismissed === false ? { onboardingDismissedAt: null } : {}),
    ...(widgetCopied ? { widgetCopiedAt: sql`coalesce(${restaurants.widgetCopiedAt}, ${at})` } : {}),
  };
  let restaurant = found;
  if (Object.keys(changes).length > 0) {
    const [updated] = await db
      .update(restaurants)
      .set(changes)
      .where(eq(restaurants.id, found.id))
      .returning();
    if (!updated) throw notFound(messages.restaurantNotFound);
    restaurant = updated;
  }
  return c.json({ success: true, data: await onboardingStateOf(db, restaurant) }, 200);
};
