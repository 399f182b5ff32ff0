import type { OnboardingState } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Restaurant } from "../../auth/access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { reservations, restaurantConfigs, tables } from "../../db/schema/index.ts";

const filled = (value: string) => value.trim() !== "";

/**
 * The checklist's state, each step read from its own data (nothing is ticked by hand):
 * - `details`: address and phone, and a description or a banner (a guest needs to find and call the
 *   restaurant, and the partner list needs something to show);
 * - `hours`: the owner saved the opening hours at least once (the defaults alone do not count);
 * - `tables`: at least one table; `widget`: the snippet was copied; `testBooking`: at least one reservation.
 * Demo restaurants count as dismissed (they are not anyone's to set up).
 */
export async function onboardingStateOf(db: Db | Tx, restaurant: Restaurant): Promise<OnboardingState> {
  const [config] = await db
    .select({ hoursSavedAt: restaurantConfigs.hoursSavedAt })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurant.id))
    .limit(1);
  const [table] = await db
    .select({ id: tables.id })
    .from(tables)
    .where(eq(tables.restaurantId, restaurant.id))
    .limit(1);
  const [reservation] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.restaurantId, restaurant.id))
    .limit(1);
  return {
    steps: {
      details:
        filled(restaurant.address) &&
        filled(restaurant.phone) &&
        (filled(restaurant.description) || restaurant.bannerUploadId !== null),
      hours: Boolean(config?.hoursSavedAt),
      tables: table !== undefined,
      widget: restaurant.widgetCopiedAt !== null,
      testBooking: reservation !== undefined,
    },
    dismissed: restaurant.onboardingDismissedAt !== null || restaurant.isDemo,
  };
}
