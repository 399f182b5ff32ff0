// The stronger password rule of administrators and owners.
import { STRONG_PASSWORD_MIN_LENGTH } from "../rules/constants.ts";

/** The password rule of administrators and restaurant owners (not of guests and sub-users). */
export const strongPasswordTexts = {
  tooShort: `Das Passwort muss mindestens ${STRONG_PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  tooCommon: "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.",
  /** Under the password field of an administrator's or an owner's password. */
  hint: `Mindestens ${STRONG_PASSWORD_MIN_LENGTH} Zeichen, kein verbreitetes Passwort.`,
  /** Under the reset page's field: the page does not know whose account the link belongs to. */
  resetHint: `Für Restaurant- und Administratorkonten mindestens ${STRONG_PASSWORD_MIN_LENGTH} Zeichen, kein verbreitetes Passwort.`,
} as const;

/**
 * The password change's error codes whose texts differ for an administrator's or an owner's account: the
 * strong rule's, under `PASSWORD_TOO_SHORT` and `PASSWORD_TOO_WEAK` (for `passwordChangeErrorMessage`).
 */
export const strongPasswordChangeErrorCodeTexts = {
  PASSWORD_TOO_SHORT: strongPasswordTexts.tooShort,
  PASSWORD_TOO_WEAK: strongPasswordTexts.tooCommon,
} as const;
