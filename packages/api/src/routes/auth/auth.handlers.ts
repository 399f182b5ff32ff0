import {
  accountSecurityTexts,
  apiAnswerTexts,
  authTexts,
  signupErrorCodes,
  signupTexts,
} from "@tischservice/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { requireUser } from "../../auth/access.ts";
import { limitSignIn } from "../../auth/attempt-limits.ts";
import { loginOfFormerSlug } from "../../auth/former-slug-login.ts";
import { dummyPasswordHash, verifyPassword } from "../../auth/passwords.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { endSession, endUserSessions, sessionUserColumns, startSession } from "../../auth/sessions.ts";
import { auditableIdentifier, identifierLogFields } from "../../auth/sign-in-identifier.ts";
import { trustDevice, trustedAccountIds } from "../../auth/trusted-devices.ts";
import { toUserDto } from "../../auth/user-dto.ts";
import { pushSubscriptions, users } from "../../db/schema/index.ts";
import { ApiError, unauthenticated } from "../../lib/errors.ts";
import { openSignupPasswordHash } from "../signup/verification-tokens.ts";
import type { login, logout, logoutAll, me } from "./auth.routes.ts";

export const loginHandler: AppRouteHandler<typeof login> = async (c) => {
  const { email: identifier, password, rememberMe } = c.req.valid("json");
  const { db, logger, rateLimiter } = c.var.deps;
  const accountWhere = async (where: SQL | undefined) => {
    const [found] = await db
      .select({
        ...sessionUserColumns,
        passwordHash: users.passwordHash,
        emailVerifiedAt: users.emailVerifiedAt,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(where)
      .limit(1);
    return found;
  };
  const former = async () => {
    const renamed = await loginOfFormerSlug(db, identifier);
    return renamed
      ? accountWhere(
          and(
            eq(sql`lower(${users.email})`, renamed.login),
            eq(users.isSubuser, true),
            eq(users.parentUserId, renamed.ownerId),
          ),
        )
      : undefined;
  };
  const row = (await accountWhere(eq(sql`lower(${users.email})`, identifier))) ?? (await former());
  const trusted = await trustedAccountIds(c);
  const { pairKey } = await limitSignIn(c, identifier, row !== undefined && trusted.has(row.id));

  // An unconfirmed sign-up has no password yet; the one chosen with its open link tells its owner to
  // confirm the address first (403 below), and signs nobody in.
  const pendingHash =
    row && !row.emailVerifiedAt ? await openSignupPasswordHash(db, row.id, c.var.deps.now()) : null;
  const valid = await verifyPassword(
    pendingHash ?? row?.passwordHash ?? (await dummyPasswordHash()),
    password,
  );
  if (!row || !valid) {
    logger.info("login failed", identifierLogFields(identifier));
    await recordAudit(c, {
      action: "login_failed",
      actor: { id: row?.id ?? null, email: auditableIdentifier(identifier, row) },
    });
    throw new ApiError(401, authTexts.loginFailed);
  }

  // Only with the right password: a wrong one says nothing about the account's state.
  const refusal = accountRefusal(row);
  if (refusal) {
    await recordAudit(c, {
      action: "login_failed",
      actor: { id: row.id, email: row.email },
      details: { reason: refusal.code },
    });
    throw new ApiError(403, refusal.message, { code: refusal.code });
  }

  await rateLimiter.reset(pairKey);
  const { passwordHash: _hash, emailVerifiedAt: _verified, deactivatedAt: _deactivated, ...user } = row;
  await startSession(c, user.id, rememberMe);
  await trustDevice(c, user.id);
  await recordAudit(c, { action: "login", actor: { id: user.id, email: user.email } });
  return c.json(
    { success: true as const, user: toUserDto(user), message: apiAnswerTexts.auth.signedIn },
    200,
  );
};

/** Why an account with the right password may not sign in: deactivated, or its address not yet confirmed. */
function accountRefusal(account: { emailVerifiedAt: Date | null; deactivatedAt: Date | null }) {
  if (account.deactivatedAt) {
    return { code: signupErrorCodes.accountDeactivated, message: signupTexts.accountDeactivated };
  }
  if (!account.emailVerifiedAt) {
    return { code: signupErrorCodes.emailNotVerified, message: signupTexts.emailNotVerified };
  }
  return null;
}

/** Ends this browser's session (and the push subscriptions it registered) on every process. */
export const logoutHandler: AppRouteHandler<typeof logout> = async (c) => {
  const sessionId = c.var.sessionId;
  if (sessionId) await endSession(c.var.deps.db, sessionId);
  const user = c.var.user;
  if (user) await recordAudit(c, { action: "logout", actor: { id: user.id, email: user.email } });
  clearSessionCookie(c);
  return c.json({ success: true, message: apiAnswerTexts.auth.signedOut }, 200);
};

/**
 * "Überall abmelden": ends every session of the caller, this one included, on every process (their open
 * live streams close), removes every push subscription of the account and clears the cookie.
 */
export const logoutAllHandler: AppRouteHandler<typeof logoutAll> = async (c) => {
  const user = requireUser(c);
  await c.var.deps.db.transaction(async (tx) => {
    await endUserSessions(tx, user.id);
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await recordAudit(
      c,
      { action: "logout", actor: { id: user.id, email: user.email }, details: { scope: "all" } },
      tx,
    );
  });
  clearSessionCookie(c);
  return c.json({ success: true, message: accountSecurityTexts.logoutAllDone }, 200);
};

export const meHandler: AppRouteHandler<typeof me> = async (c) => {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  return c.json({ success: true as const, user: toUserDto(user) }, 200);
};
