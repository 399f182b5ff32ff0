import { signupErrorCodes, signupTexts } from "@tischservice/core";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { hashPassword } from "../../auth/passwords.ts";
import {
  createSession,
  endBrowserSession,
  sessionUserColumns,
  setSessionCookie,
} from "../../auth/sessions.ts";
import { toUserDto } from "../../auth/user-dto.ts";
import { refuseWeakPasswordOf } from "../../auth/weak-password-of.ts";
import { emailVerificationTokens, users } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { mayMailSignup } from "../../mail/address-mail-limits.ts";
import { removeMailFiles } from "../../privacy/guest-data.ts";
import { applySignupRequest } from "./apply-signup.ts";
import {
  awaitsVerification,
  findSignupAccount,
  queueVerificationMail,
  signupKindOf,
} from "./pending-signups.ts";
import type { resendVerification, verifyEmail } from "./signup.routes.ts";
import { limitSignup } from "./signup-limits.ts";
import {
  checkVerificationToken,
  supersedeOpenVerificationTokens,
  type VerificationTokenState,
} from "./verification-tokens.ts";

const invalid = () =>
  new ApiError(400, signupTexts.verifyLinkInvalid, { code: signupErrorCodes.verifyInvalid });
const used = () => new ApiError(409, signupTexts.verifyLinkUsed, { code: signupErrorCodes.verifyUsed });

/** The refusal for a token that does not verify (an old link of an already verified account reads as used). */
function refusal(state: Extract<VerificationTokenState, { valid: false }>): ApiError {
  switch (state.reason) {
    case "unknown":
      return invalid();
    case "used":
      return used();
    case "superseded":
      return state.userVerified
        ? used()
        : new ApiError(409, signupTexts.verifyLinkInvalid, { code: signupErrorCodes.verifyInvalid });
    case "expired":
      return state.userVerified
        ? used()
        : new ApiError(410, signupTexts.verifyLinkExpired, { code: signupErrorCodes.verifyExpired });
  }
}

/**
 * Uses a verification link (only on the visitor's click: the page posts it then). The account gets the
 * password and the sign-up that came with the link; a resent link carries no password, so the visitor
 * chooses one here (400 `verify_password_required` until then, the link unused). A browser signed in to
 * another account keeps that session: the address is confirmed, and `signedIn: false` says so. Otherwise
 * the browser is signed in to the confirmed account.
 */
export const verifyEmailHandler: AppRouteHandler<typeof verifyEmail> = async (c) => {
  const { token, password } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const at = now();
  // Hashed before the transaction, so the token's row lock is not held for the hashing.
  const chosenHash = password === undefined ? null : await hashPassword(password);
  const current = c.var.user;
  const { user, sessionToken, mailIds } = await db.transaction(async (tx) => {
    const state = await checkVerificationToken(tx, token, at);
    if (!state.valid) throw refusal(state);
    if (state.deactivated) {
      throw new ApiError(403, signupTexts.accountDeactivated, { code: signupErrorCodes.accountDeactivated });
    }
    const passwordHash = state.passwordHash ?? chosenHash;
    if (passwordHash === null) {
      throw new ApiError(400, signupTexts.verifyPasswordRequired, {
        code: signupErrorCodes.verifyPasswordRequired,
      });
    }
    if (state.passwordHash === null && password !== undefined) {
      // A password chosen on a resent link follows the account's rule: owners need a strong one.
      await refuseWeakPasswordOf(tx, state.userId, password, "password");
    }
    // Single use even under concurrent requests: only one UPDATE finds the token unused.
    const claimed = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: at })
      .where(and(eq(emailVerificationTokens.id, state.tokenId), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (claimed.length === 0) throw used();
    await supersedeOpenVerificationTokens(tx, state.userId, at);
    const mailIds = state.signup
      ? await applySignupRequest(tx, c.var.deps, state.userId, state.signup, at)
      : [];
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
      .where(eq(users.id, state.userId));
    const [verified] = await tx.select(sessionUserColumns).from(users).where(eq(users.id, state.userId));
    if (!verified) throw invalid();
    // A session of another account stays as it is: a link made for someone else's account must not switch
    // the visitor into it.
    if (current && current.id !== verified.id) return { user: verified, sessionToken: null, mailIds };
    await endBrowserSession(c, tx);
    const session = await createSession(tx, verified.id, false, at);
    return { user: verified, sessionToken: session.token, mailIds };
  });
  await removeMailFiles(c.var.deps.mailFilesDir, mailIds);
  if (sessionToken) setSessionCookie(c, sessionToken, false);
  await recordAudit(c, {
    action: "email_verified",
    actor: { id: user.id, email: user.email },
    targetId: user.id,
  });
  if (!sessionToken) {
    return c.json(
      { success: true as const, message: signupTexts.verifiedOtherSession, signedIn: false, user: null },
      200,
    );
  }
  return c.json(
    { success: true as const, message: signupTexts.verified, signedIn: true, user: toUserDto(user) },
    200,
  );
};

export const resendVerificationHandler: AppRouteHandler<typeof resendVerification> = async (c) => {
  const { email } = c.req.valid("json");
  const { db, now, publicOrigin } = c.var.deps;
  await limitSignup(c, "resend", email);
  const at = now();
  const mayMail = await mayMailSignup(c.var.deps, email);
  const user = await findSignupAccount(db, email);
  if (user && awaitsVerification(user) && mayMail) {
    // A resent link carries no password: whoever asked for it, the visitor who uses it chooses one.
    const greeting = { name: user.name, kind: signupKindOf(user) };
    await db.transaction((tx) => queueVerificationMail(tx, publicOrigin, user, greeting, null, at));
    c.var.deps.mailQueued();
  }
  return c.json({ success: true, message: signupTexts.resendSent }, 200);
};
