import type { StrongPasswordProblem } from "../rules/strong-password.ts";
import { passwordChangeErrorCodeTexts } from "../texts/password-change.ts";
import { schemaLimits } from "./common.ts";

/**
 * The error codes `POST /api/users/change-password` must answer (docs/requirements.md#answer-shapes) and the
 * rules behind them (ours).
 */
export const passwordChangeErrorCodes = {
  CURRENT_PASSWORD_INCORRECT: "CURRENT_PASSWORD_INCORRECT",
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  PASSWORD_SAME_AS_CURRENT: "PASSWORD_SAME_AS_CURRENT",
  USER_NOT_FOUND: "USER_NOT_FOUND",
  MISSING_FIELDS: "MISSING_FIELDS",
  PASSWORDS_DO_NOT_MATCH: "PASSWORDS_DO_NOT_MATCH",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  PASSWORD_TOO_WEAK: "PASSWORD_TOO_WEAK",
} as const;
export type PasswordChangeErrorCode = keyof typeof passwordChangeErrorCodes;

/** The German text of each error code: the texts catalogue's, typed so that every code has one. */
export const passwordChangeErrorTexts: Readonly<Record<PasswordChangeErrorCode, string>> =
  passwordChangeErrorCodeTexts;

/** Passwords refused as too weak, compared case-insensitively (docs/requirements.md#passwords). */
export const weakPasswords: readonly string[] = ["123456", "password", "passwort", "123456789", "qwerty"];

/** True when the password is on the weak list, in any letter case. */
export function isWeakPassword(password: string): boolean {
  return weakPasswords.includes(password.toLowerCase());
}

export type NewPasswordInput = {
  currentPassword: string | undefined;
  newPassword: string | undefined;
  /** Only the dashboard form sends it; when present it must match. */
  confirmPassword?: string | undefined;
};

export type NewPasswordCheck =
  | { ok: true }
  | { ok: false; errorCode: PasswordChangeErrorCode; message: string; field: keyof NewPasswordInput };

function refuse(
  errorCode: PasswordChangeErrorCode,
  field: keyof NewPasswordInput,
  message: string = passwordChangeErrorTexts[errorCode],
): NewPasswordCheck {
  return { ok: false, errorCode, message, field };
}

/**
 * The password-change rules in the order the product requires: all fields filled, confirmation matches, at least 6,
 * differs from the current one, at most 100, not on the weak list. Returns the first failure.
 *
 * `strongRule` (an administrator's or an owner's account, `needsStrongPassword`): the length and the list
 * are its (`strongPasswordProblem`: 10 characters, no common password), with its messages under the same
 * codes (`PASSWORD_TOO_SHORT`, `PASSWORD_TOO_WEAK`). Passed in rather than imported, so that the list of
 * common passwords loads only with the forms that need it.
 */
export function checkNewPassword(
  input: NewPasswordInput,
  strongRule?: (password: string) => StrongPasswordProblem | null,
): NewPasswordCheck {
  const { currentPassword, newPassword, confirmPassword } = input;
  if (!currentPassword) return refuse("MISSING_FIELDS", "currentPassword");
  if (!newPassword) return refuse("MISSING_FIELDS", "newPassword");
  if (confirmPassword !== undefined && confirmPassword === "")
    return refuse("MISSING_FIELDS", "confirmPassword");
  if (confirmPassword !== undefined && confirmPassword !== newPassword) {
    return refuse("PASSWORDS_DO_NOT_MATCH", "confirmPassword");
  }
  const strong = strongRule ? strongRule(newPassword) : null;
  if (strong?.reason === "tooShort") return refuse("PASSWORD_TOO_SHORT", "newPassword", strong.message);
  if (newPassword.length < schemaLimits.passwordMin) return refuse("PASSWORD_TOO_SHORT", "newPassword");
  if (newPassword === currentPassword) return refuse("PASSWORD_SAME_AS_CURRENT", "newPassword");
  if (newPassword.length > schemaLimits.passwordMax) return refuse("PASSWORD_TOO_LONG", "newPassword");
  if (strong?.reason === "tooCommon") return refuse("PASSWORD_TOO_WEAK", "newPassword", strong.message);
  if (isWeakPassword(newPassword)) return refuse("PASSWORD_TOO_WEAK", "newPassword");
  return { ok: true };
}
