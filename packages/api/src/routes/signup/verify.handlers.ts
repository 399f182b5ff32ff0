import { signupErrorCodes, signupTexts } from "@tischservice/core";
import { and, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/record-audit.ts";
import {
  createSession,
  endBrowserSession,
  sessionUserColumns,
  setSessionCookie,
} from "../../auth/sessions.ts";
import { emailVerificationTokens, users } from "../../db/schema/index.ts";
import { toUserDto } from "../../lib/dto.ts";
import { ApiError } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { awaitsVerification, findSignupAccount, queueVerificationMail } from "./pending-signups.ts";
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

export const verifyEmailHandler: AppRouteHandler<typeof verifyEmail> = async (c) => {
  const { token } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const at = now();
  const { user, sessionToken } = await db.transaction(async (tx) => {
    const state = await checkVerificationToken(tx, token, at);
    if (!state.valid) throw refusal(state);
    if (state.deactivated) {
      throw new ApiError(403, signupTexts.accountDeactivated, { code: signupErrorCodes.accountDeactivated });
    }
    // Single use even under concurrent requests: only one UPDATE finds the token unused.
    const claimed = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: at })
      .where(and(eq(emailVerificationTokens.id, state.tokenId), isNull(emailVerificationTokens.usedAt)))
      .returning({ id: emailVerificationTokens.id });
    if (claimed.length === 0) throw used();
    await supersedeOpenVerificationTokens(tx, state.userId, at);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
      .where(eq(users.id, state.userId));
    const [verified] = await tx.select(sessionUserColumns).from(users).where(eq(users.id, state.userId));
    if (!verified) throw invalid();
    await endBrowserSession(c, tx);
    const session = await createSession(tx, verified.id, false, at);
    return { user: verified, sessionToken: session.token };
  });
  setSessionCookie(c, sessionToken, false);
  await recordAudit(c, {
    action: "email_verified",
    actor: { id: user.id, email: user.email },
    targetId: user.id,
  });
  return c.json({ success: true as const, message: signupTexts.verified, user: toUserDto(user) }, 200);
};

export const resendVerificationHandler: AppRouteHandler<typeof resendVerification> = async (c) => {
  const { email } = c.req.valid("json");
  const { db, now, publicOrigin } = c.var.deps;
  await limitSignup(c, "resend", email);
  const at = now();
  const user = await findSignupAccount(db, email);
  if (user && awaitsVerification(user)) {
    await db.transaction((tx) => queueVerificationMail(tx, publicOrigin, user, user.restaurantName, at));
    c.var.deps.mailQueued();
  }
  return c.json({ success: true, message: signupTexts.resendSent }, 200);
};
