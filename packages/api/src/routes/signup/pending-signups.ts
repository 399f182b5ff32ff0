import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type SignupRequest, users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { verificationMail } from "../../mail/signup-mails.ts";
import { issueVerificationToken, type SignupLink, verifyLink } from "./verification-tokens.ts";

/** The account under an address (in any case) as sign-ups see it. */
export async function findSignupAccount(db: Db | Tx, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isSubuser: users.isSubuser,
      emailVerifiedAt: users.emailVerifiedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return account;
}

/** A sign-up still waiting for its verification (not verified, not deactivated, not a sub-user). */
export const awaitsVerification = (account: {
  isSubuser: boolean;
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
}) => !account.emailVerifiedAt && !account.deactivatedAt && !account.isSubuser;

/**
 * Queues the verification mail with a new link (older links are superseded), in the caller's transaction.
 * The mail goes to an address nobody has confirmed yet, so it quotes no user-written words but the greeting.
 */
export async function queueVerificationMail(
  tx: Tx,
  publicOrigin: string,
  account: { id: string; email: string },
  mail: { name: string; kind: SignupRequest["kind"] },
  link: SignupLink | null,
  at: Date,
): Promise<void> {
  const token = await issueVerificationToken(tx, account.id, at, link);
  const verifyUrl = verifyLink(publicOrigin, token);
  await enqueueMail(tx, verificationMail(account.email, mail.name, verifyUrl, mail.kind), at);
}

/** The kind of sign-up an existing account stands for (an owner's mail speaks of setting up the restaurant). */
export const signupKindOf = (account: { role: string }): SignupRequest["kind"] =>
  account.role === "Gastro" ? "restaurant" : "guest";
