import { adminAccountTexts } from "@tischservice/core";
import { and, count, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../../app/types.ts";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { conflict, messages, notFound } from "../../lib/errors.ts";

const activeAdmin = and(eq(users.role, "Admin"), isNull(users.deactivatedAt));

/** How many administrators can sign in (the server's start tells when there is none yet). */
export async function activeAdminCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(activeAdmin);
  return row?.n ?? 0;
}

/**
 * The ids of the active administrators, their rows locked until the transaction ends: two admins
 * deactivating or deleting each other at once take turns, so one active admin always remains.
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(activeAdmin)
    .orderBy(users.id)
    .for("update");
  return rows.map((row) => row.id);
}

/**
 * The account an admin acts on, locked for the transaction, after the refusals every account action
 * shares: not one's own account (409 `not_self`), unknown id (404), never the last active administrator
 * (409 `last_admin`: reachable when the caller was deactivated after their request was let in).
 */
export async function lockAccountTarget(
  tx: Tx,
  admin: SessionUser,
  userId: string,
): Promise<typeof users.$inferSelect> {
  if (userId === admin.id) throw conflict(adminAccountTexts.notSelf, { code: "not_self" });
  const activeAdmins = await lockActiveAdmins(tx);
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!target) throw notFound(messages.userNotFound);
  if (activeAdmins.includes(target.id) && activeAdmins.length <= 1) {
    throw conflict(adminAccountTexts.lastAdmin, { code: "last_admin" });
  }
  return target;
}
