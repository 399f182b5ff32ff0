import { needsStrongPassword, strongPasswordProblem } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";

/**
 * The strong rule for a new password whose account only the server knows (a reset link, a resent
 * verification link): an administrator's or an owner's account needs a strong one (core's
 * `strongPasswordProblem`), everyone else the schema's rule, checked before. A refusal is 400 `validation`
 * with the German message at `field`.
 */
export async function refuseWeakPasswordOf(
  db: Db | Tx,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const [account] = await db
    .select({ role: users.role, isSubuser: users.isSubuser })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const problem = account && needsStrongPassword(account) ? strongPasswordProblem(password) : null;
  if (problem) {
    throw new ApiError(400, problem.message, { errors: [{ path: field, message: problem.message }] });
  }
}
