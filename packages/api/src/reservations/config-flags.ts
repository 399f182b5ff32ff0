import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { restaurantConfigs } from "../db/schema/index.ts";

/** The booking switches of a restaurant's configuration (defaults when it has none). */
export async function loadConfigFlags(db: Db | Tx, restaurantId: string) {
  const [row] = await db
    .select({
      autoConfirmReservations: restaurantConfigs.autoConfirmReservations,
      emailNotificationsEnabled: restaurantConfigs.emailNotificationsEnabled,
    })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurantId))
    .limit(1);
  return row ?? { autoConfirmReservations: false, emailNotificationsEnabled: true };
}
