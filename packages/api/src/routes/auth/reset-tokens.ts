import { and, eq, isNull } from "drizzle-orm";
import { hashToken } from "../../auth/tokens.ts";
import type { Db, Tx } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema/index.ts";

export type TokenState =
  | { valid: true; tokenId: string; userId: string }
  | { valid: false; reason: "malformed" | "expired" | "used" | "superseded" };

/** Why a reset token works or not: unknown, used, replaced by a newer link, or older than an hour. */
export async function checkResetToken(db: Db | Tx, token: string, now: Date): Promise<TokenState> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { valid: false, reason: "malformed" };
  if (row.usedAt) return { valid: false, reason: "used" };
  if (row.supersededAt) return { valid: false, reason: "superseded" };
  if (row.expiresAt.getTime() <= now.getTime()) return { valid: false, reason: "expired" };
  return { valid: true, tokenId: row.id, userId: row.userId };
}

/** Marks every open link of a user as replaced (a newer one was requested, or one was used). */
export async function supersedeOpenTokens(tx: Db | Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ supersededAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.supersededAt),
      ),
    );
}
