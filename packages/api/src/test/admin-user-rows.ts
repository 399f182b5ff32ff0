import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog, pushSubscriptions, users } from "../db/schema/index.ts";

/** Reads and writes the rows the admin's user-account tests look at: the user, its push subscriptions, the audit log. */
export function adminUserRows(db: Db) {
  return {
    async userRow(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** A push subscription of `userId` for `restaurantId`, its endpoint named `name`. */
    async subscribe(userId: string, restaurantId: string, name: string) {
      await db.insert(pushSubscriptions).values({
        restaurantId,
        userId,
        endpoint: `https://push.example/${name}`,
        subscription: { endpoint: `https://push.example/${name}`, keys: { p256dh: "p", auth: "a" } },
      });
    },
    auditEntries(action: string) {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action as typeof auditLog.$inferSelect.action));
    },
  };
}
