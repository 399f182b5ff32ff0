import {
  accountErrorCodes,
  apiAnswerTexts,
  checkNewPassword,
  formatValidationErrors,
  generalErrorCodes,
  needsStrongPassword,
  type PasswordChangeErrorCode,
  passwordChangeErrorTexts,
  passwordChangeTexts,
  RESET_LINK_VALIDITY_MS,
  resetLinkInvalidReasons,
  resetPasswordTexts,
  strongPasswordProblem,
  validationTexts,
} from "@tischservice/core";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { limitPasswordChange, limitPasswordReset } from "../../auth/attempt-limits.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { endUserSessions } from "../../auth/sessions.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import { forgetTrustedDevices } from "../../auth/trusted-devices.ts";
import { refuseWeakPasswordOf } from "../../auth/weak-password-of.ts";
import { passwordResetTokens, users } from "../../db/schema/index.ts";
import { refuseIfLimited } from "../../http/refuse-if-limited.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { ApiError, unauthenticated } from "../../lib/errors.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import type { changePassword, forgotPassword, resetPassword, validateResetToken } from "./auth.routes.ts";
import { checkResetToken, supersedeOpenTokens } from "./reset-tokens.ts";

export const forgotPasswordMessage = apiAnswerTexts.auth.forgotPassword;

export const forgotPasswordHandler: AppRouteHandler<typeof forgotPassword> = async (c) => {
  const { email } = c.req.valid("json");
  const { db, now, rateLimiter, rateLimits, publicOrigin } = c.var.deps;
  const at = now();
  refuseIfLimited(c, [
    await rateLimiter.consume(`forgot:ip:${clientIp(c)}`, rateLimits.forgotPerIp, rateLimits.windowMs, at),
    await rateLimiter.consume(
      `forgot:address:${email}`,
      rateLimits.forgotPerAddress,
      rateLimits.windowMs,
      at,
    ),
  ]);
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, isSubuser: users.isSubuser })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (user && !user.isSubuser) {
    const token = randomToken();
    await db.transaction(async (tx) => {
      await supersedeOpenTokens(tx, user.id, at);
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_LINK_VALIDITY_MS),
      });
      const link = `${publicOrigin}/app/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, passwordResetMail(user.email, user.name, link), at);
    });
    c.var.deps.mailQueued();
  }
  return c.json({ success: true, message: forgotPasswordMessage }, 200);
};

const reasonTexts = {
  malformed: resetLinkInvalidReasons.malformed,
  expired: resetLinkInvalidReasons.expired,
  used: resetLinkInvalidReasons.alreadyUsed,
  superseded: resetLinkInvalidReasons.superseded,
} as const;

export const validateResetTokenHandler: AppRouteHandler<typeof validateResetToken> = async (c) => {
  const { token } = c.req.valid("param");
  const state = await checkResetToken(c.var.deps.db, token, c.var.deps.now());
  if (!state.valid) {
    return c.json(
      {
        success: false,
        code: accountErrorCodes.resetLinkInvalid,
        valid: false,
        reason: state.reason,
        message: `${resetPasswordTexts.tokenInvalid} ${reasonTexts[state.reason]}`,
      },
      400,
    );
  }
  return c.json({ success: true, valid: true, message: apiAnswerTexts.auth.resetLinkValid }, 200);
};

/** A refused new password: 400 `validation` with the German message at its field, like a schema's refusal. */
function refusedPassword(field: string, message: string, extra: Record<string, unknown> = {}) {
  return new ApiError(400, message, { ...extra, errors: [{ path: field, message }] });
}

function invalidToken(reason: keyof typeof reasonTexts) {
  return new ApiError(400, `${resetPasswordTexts.tokenInvalid} ${reasonTexts[reason]}`, {
    code: accountErrorCodes.resetLinkInvalid,
    reason,
  });
}

/**
 * Limited per client and per token (like sign-in); the token is checked before the new password is
 * hashed, so a bad token costs no hashing. The transaction checks it again and claims it.
 */
export const resetPasswordHandler: AppRouteHandler<typeof resetPassword> = async (c) => {
  const { token, newPassword } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const at = now();
  await limitPasswordReset(c, token);
  const first = await checkResetToken(db, token, at);
  if (!first.valid) throw invalidToken(first.reason);
  // Before anything changes: a refused password leaves the link open for a better one.
  await refuseWeakPasswordOf(db, first.userId, newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const account = await db.transaction(async (tx) => {
    const state = await checkResetToken(tx, token, at);
    if (!state.valid) throw invalidToken(state.reason);
    // Single use even under concurrent requests: only one UPDATE finds the token unused.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.id, state.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalidToken("used");
    await supersedeOpenTokens(tx, state.userId, at);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: at })
      .where(eq(users.id, state.userId))
      .returning({ id: users.id, email: users.email });
    // Whoever knew the old password is signed out everywhere and loses the browsers' sign-in trust.
    await endUserSessions(tx, state.userId);
    await forgetTrustedDevices(tx, state.userId);
    return updated;
  });
  if (account) {
    await recordAudit(c, { action: "password_reset", actor: account, targetId: account.id });
  }
  return c.json(
    {
      success: true,
      message: apiAnswerTexts.auth.passwordReset,
    },
    200,
  );
};

function refuse(
  status: 400 | 403 | 404,
  errorCode: PasswordChangeErrorCode,
  message = passwordChangeErrorTexts[errorCode],
) {
  return new ApiError(status, message, { errorCode });
}

export const changePasswordHandler: AppRouteHandler<typeof changePassword> = async (c) => {
  const caller = c.var.user;
  if (!caller) throw unauthenticated();
  const body = c.req.valid("json");
  const { userId, currentPassword, newPassword } = body;
  const { db, now } = c.var.deps;
  if (userId && userId !== caller.id) {
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!target) throw refuse(404, "USER_NOT_FOUND");
    throw new ApiError(403, apiAnswerTexts.auth.ownPasswordOnly);
  }
  // The schema checked the rules everyone shares; an administrator's or an owner's account the strong one.
  if (needsStrongPassword(caller)) {
    const check = checkNewPassword(body, strongPasswordProblem);
    if (!check.ok) throw refusedPassword(check.field, check.message, { errorCode: check.errorCode });
  }
  await limitPasswordChange(c, caller.id);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!row) throw refuse(404, "USER_NOT_FOUND");
  if (!(await verifyPassword(row.passwordHash, currentPassword)))
    throw refuse(400, "CURRENT_PASSWORD_INCORRECT");
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, caller.id));
    await endUserSessions(tx, caller.id, c.var.sessionId);
  });
  await recordAudit(c, {
    action: "password_changed",
    actor: { id: caller.id, email: caller.email },
    targetId: caller.id,
  });
  return c.json({ success: true, message: passwordChangeTexts.success }, 200);
};

/** Validation failures of change-password carry an errorCode (MISSING_FIELDS, PASSWORD_TOO_SHORT, ...). */
export function changePasswordHook(
  result: { success: true } | { success: false; error: import("zod").ZodError },
  c: Context<AppBindings>,
) {
  if (result.success) return;
  const issue = result.error.issues[0];
  const fromRule = (issue as { params?: { errorCode?: PasswordChangeErrorCode } } | undefined)?.params
    ?.errorCode;
  const { message, errors } = formatValidationErrors(result.error);
  const code = generalErrorCodes.validation;
  if (fromRule) return c.json({ success: false, code, message, errorCode: fromRule, errors }, 400);
  if (issue?.code === "unrecognized_keys") return c.json({ success: false, code, message, errors }, 400);
  // A missing or non-string field: MISSING_FIELDS, as for an empty one.
  return c.json(
    {
      success: false,
      code,
      message: validationTexts.passwordChangeAllFieldsRequired,
      errorCode: "MISSING_FIELDS",
      errors,
    },
    400,
  );
}
