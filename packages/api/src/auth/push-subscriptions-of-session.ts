import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { pushSubscriptions, sessions } from "../db/schema/index.ts";

/** Removes the push subscriptions a session registered: signing out on a device ends its pushes too. */
export async function deletePushSubscriptionsOfSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** The same for every session of a user (optionally but one), before those sessions end. */
export async function deletePushSubscriptionsOfUserSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId?: string | null,
): Promise<void> {
  const ending = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ending));
}
