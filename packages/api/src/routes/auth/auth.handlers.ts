import { authTexts, signupErrorCodes, signupTexts } from "@tischservice/core";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/record-audit.ts";
import { dummyPasswordHash, verifyPassword } from "../../auth/passwords.ts";
import {
  clearSessionCookie,
  createSession,
  endSession,
  sessionUserColumns,
  setSessionCookie,
} from "../../auth/sessions.ts";
import { users } from "../../db/schema/index.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { toUserDto } from "../../lib/dto.ts";
import { ApiError, unauthenticated } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import type { login, logout, me } from "./auth.routes.ts";

export const loginHandler: AppRouteHandler<typeof login> = async (c) => {
  const { email: identifier, password, rememberMe } = c.req.valid("json");
  const { db, now, rateLimiter, rateLimits } = c.var.deps;
  const at = now();
  const addressKey = `login:address:${identifier}`;
  const ipAllowed = await rateLimiter.hit(
    `login:ip:${clientIp(c)}`,
    rateLimits.loginPerIp,
    rateLimits.windowMs,
    at,
  );
  const addressAllowed = await rateLimiter.hit(
    addressKey,
    rateLimits.loginPerAddress,
    rateLimits.windowMs,
    at,
  );
  if (!ipAllowed || !addressAllowed) throw new ApiError(429, authTexts.tooManyAttempts);

  const [row] = await db
    .select({
      ...sessionUserColumns,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, identifier))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !valid) {
    await recordAudit(c, { action: "login_failed", actor: { id: row?.id ?? null, email: identifier } });
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

  await rateLimiter.reset(addressKey);
  const { passwordHash: _hash, emailVerifiedAt: _verified, deactivatedAt: _deactivated, ...user } = row;
  const { token } = await createSession(db, user.id, rememberMe, now());
  setSessionCookie(c, token, rememberMe);
  await recordAudit(c, { action: "login", actor: { id: user.id, email: user.email } });
  return c.json({ success: true as const, user: toUserDto(user), message: "Anmeldung erfolgreich." }, 200);
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

export const logoutHandler: AppRouteHandler<typeof logout> = async (c) => {
  const sessionId = c.var.sessionId;
  if (sessionId) await endSession(c.var.deps.db, sessionId);
  const user = c.var.user;
  if (user) await recordAudit(c, { action: "logout", actor: { id: user.id, email: user.email } });
  clearSessionCookie(c);
  return c.json({ success: true, message: "Sie wurden abgemeldet." }, 200);
};

export const meHandler: AppRouteHandler<typeof me> = async (c) => {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  return c.json({ success: true as const, user: toUserDto(user) }, 200);
};
