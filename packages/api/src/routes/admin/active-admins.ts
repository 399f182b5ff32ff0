import { and, count, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

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
