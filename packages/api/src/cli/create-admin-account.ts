import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/client.ts";
import { auditLog, users } from "../db/schema/index.ts";
import { isUniqueViolation } from "../lib/dto.ts";

/** Whether an account uses the address already (in any letter case). */
export async function addressTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export type CreateAdminResult = { ok: true; id: string } | { ok: false; reason: "taken" };

/**
 * Creates a verified administrator who can sign in at once (not a demo account), with an audit entry
 * naming the command line as its origin. An address already in use (any letter case) is refused.
 */
export async function createAdminAccount(
  db: Db,
  input: { email: string; name: string; password: string; now: Date },
): Promise<CreateAdminResult> {
  if (await addressTaken(db, input.email)) return { ok: false, reason: "taken" };
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: "Admin",
          passwordHash,
          emailVerifiedAt: input.now,
          isDemo: false,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned nothing");
      await tx.insert(auditLog).values({
        action: "user_created",
        actorId: null,
        actorEmail: "",
        targetId: user.id,
        details: { email: input.email, role: "Admin", via: "pnpm tischservice create-admin" },
        createdAt: input.now,
      });
      return user.id;
    });
    return { ok: true, id };
  } catch (error) {
    // Another process took the address between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}
