import { strongPasswordTexts } from "../texts/strong-password.ts";
import { commonPasswords } from "./common-passwords.ts";
import { STRONG_PASSWORD_MIN_LENGTH } from "./constants.ts";

/** Why a password is not strong enough: too short, or on the list of common passwords. */
export type StrongPasswordProblem = { reason: "tooShort" | "tooCommon"; message: string };

/** Whether the password is on core's list of common passwords, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.includes(password.toLowerCase());
}

/**
 * The password rule of administrators and restaurant owners: at least `STRONG_PASSWORD_MIN_LENGTH` (10)
 * characters and not a common password (compared case-insensitively). Null when the password passes; the
 * upper bound and the required check are `passwordSchema`'s, as for everyone.
 */
export function strongPasswordProblem(password: string): StrongPasswordProblem | null {
  if (password.length < STRONG_PASSWORD_MIN_LENGTH) {
    return { reason: "tooShort", message: strongPasswordTexts.tooShort };
  }
  if (isCommonPassword(password)) return { reason: "tooCommon", message: strongPasswordTexts.tooCommon };
  return null;
}

/**
 * Whose password follows the strong rule: administrators and restaurant owners (role Gastro, not a
 * sub-user). Guests and sub-users keep `PASSWORD_MIN_LENGTH`.
 */
export function needsStrongPassword(account: { role: string; isSubuser?: boolean | null }): boolean {
  return account.role === "Admin" || (account.role === "Gastro" && !account.isSubuser);
}
