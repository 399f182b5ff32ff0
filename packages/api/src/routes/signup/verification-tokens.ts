import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db, Tx } from "../../db/client.ts";
import { emailVerificationTokens, type SignupRequest, users } from "../../db/schema/index.ts";

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The link in the verification mail; the dashboard's `/app/verify-email` page posts the token. */
export const verifyLink = (publicOrigin: string, token: string) =>
  `${publicOrigin}/app/verify-email?token=${encodeURIComponent(token)}`;

/** What a sign-up's link carries: the password chosen with it and what was asked for. */
export interface SignupLink {
  passwordHash: string;
  signup: SignupRequest;
}

/**
 * A new verification link for a user: older open links are superseded, the new one is stored only as its
 * hash and is valid 24 hours. A sign-up's link carries that sign-up's password and request (`link`); a resent
 * link carries none. Returns the token for the mail (run it in the mail's transaction).
 */
export async function issueVerificationToken(
  tx: Tx,
  userId: string,
  now: Date,
  link: SignupLink | null,
): Promise<string> {
  await supersedeOpenVerificationTokens(tx, userId, now);
  const token = randomToken();
  await tx.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
    passwordHash: link?.passwordHash ?? null,
    signup: link?.signup ?? null,
  });
  return token;
}

export async function supersedeOpenVerificationTokens(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ supersededAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        isNull(emailVerificationTokens.supersededAt),
      ),
    );
}

export type VerificationTokenState =
  | {
      valid: true;
      tokenId: string;
      userId: string;
      deactivated: boolean;
      /** The sign-up's password (null: a resent link, the visitor chooses one). */
      passwordHash: string | null;
      signup: SignupRequest | null;
    }
  | { valid: false; reason: "unknown" | "used" | "superseded" | "expired"; userVerified: boolean };

/**
 * What a verification token is worth: unknown, used, replaced by a newer link, older than 24 hours, or
 * valid. Read with a row lock on the token, so that two concurrent verifications cannot both pass.
 */
export async function checkVerificationToken(
  tx: Tx,
  token: string,
  now: Date,
): Promise<VerificationTokenState> {
  const [row] = await tx
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
      supersededAt: emailVerificationTokens.supersededAt,
      passwordHash: emailVerificationTokens.passwordHash,
      signup: emailVerificationTokens.signup,
      emailVerifiedAt: users.emailVerifiedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(eq(emailVerificationTokens.tokenHash, hashToken(token)))
    .limit(1)
    .for("update", { of: emailVerificationTokens });
  if (!row) return { valid: false, reason: "unknown", userVerified: false };
  const userVerified = row.emailVerifiedAt !== null;
  if (row.usedAt) return { valid: false, reason: "used", userVerified };
  if (row.supersededAt) return { valid: false, reason: "superseded", userVerified };
  if (row.expiresAt.getTime() <= now.getTime()) return { valid: false, reason: "expired", userVerified };
  return {
    valid: true,
    tokenId: row.id,
    userId: row.userId,
    deactivated: row.deactivatedAt !== null,
    passwordHash: row.passwordHash,
    signup: row.signup,
  };
}

/**
 * The password of an unconfirmed account's open link (the newest sign-up's, unused, not superseded, not
 * expired), or null. Sign-in checks it only to tell the one who chose it to confirm the address first.
 */
export async function openSignupPasswordHash(db: Db | Tx, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: emailVerificationTokens.passwordHash })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        isNull(emailVerificationTokens.supersededAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.passwordHash ?? null;
}
