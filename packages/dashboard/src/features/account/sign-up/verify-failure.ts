import {
  authTexts,
  generalErrorCodes,
  registerTexts,
  signupErrorCodes,
  signupTexts,
} from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";
import { apiErrorCodeOf, apiFieldErrorsOf } from "../../../api/signup.ts";

/**
 * Why a link did not verify: invalid, expired and used each have their own screen, a deactivated account
 * gets its message only; anything else (offline, 429, server trouble) can simply be tried again.
 */
export type VerifyFailure =
  | { kind: "invalid" | "expired" | "used" | "deactivated"; message: string }
  | { kind: "retry"; message: string };

const byCode: Readonly<Record<string, "invalid" | "expired" | "used">> = {
  [signupErrorCodes.verifyInvalid]: "invalid",
  [signupErrorCodes.verifyExpired]: "expired",
  [signupErrorCodes.verifyUsed]: "used",
};
const byStatus: Readonly<Record<number, "invalid" | "expired" | "used">> = {
  400: "invalid",
  404: "invalid",
  409: "used",
  410: "expired",
};
const fallbackText = {
  invalid: signupTexts.verifyLinkInvalid,
  expired: signupTexts.verifyLinkExpired,
  used: signupTexts.verifyLinkUsed,
} as const;

/** Reads the API's refusal by its `code` (the status when it sent none), never by its wording. */
export function verifyFailureOf(error: unknown): VerifyFailure {
  if (!(error instanceof ApiError)) return { kind: "retry", message: authTexts.connectionError };
  const code = apiErrorCodeOf(error);
  if (code === signupErrorCodes.accountDeactivated)
    return { kind: "deactivated", message: error.serverMessage ?? signupTexts.accountDeactivated };
  const kind = (code ? byCode[code] : undefined) ?? byStatus[error.status];
  if (kind) return { kind, message: error.serverMessage ?? fallbackText[kind] };
  return { kind: "retry", message: error.serverMessage ?? registerTexts.verifyFailed };
}

/** A link without a usable token never reaches the API. */
export const missingTokenFailure: VerifyFailure = { kind: "invalid", message: signupTexts.verifyLinkInvalid };

/**
 * A refusal that keeps the page at the password: a resent link carries none and stays unused until one is
 * chosen (`required`, with the server's intro), or the one sent was refused (`refused`, with the server's
 * words for the field). Null for anything else.
 */
export type PasswordStep = { kind: "required" | "refused"; message: string };

export function passwordStepOf(error: unknown, sentPassword: boolean): PasswordStep | null {
  if (!(error instanceof ApiError)) return null;
  const code = apiErrorCodeOf(error);
  if (code === signupErrorCodes.verifyPasswordRequired)
    return { kind: "required", message: error.serverMessage ?? signupTexts.verifyPasswordRequired };
  if (!sentPassword || code !== generalErrorCodes.validation) return null;
  const atField = apiFieldErrorsOf(error).find((problem) => problem.path.endsWith("password"));
  return { kind: "refused", message: atField?.message ?? error.serverMessage ?? registerTexts.verifyFailed };
}
