import { hasLabelKey } from "./has-key.ts";
import * as project from "./project/password-change.ts";
import { passwordChangeHttpStatusTexts } from "./project/password-change.ts";
import { validationTexts } from "./validation.ts";

/** The password-change panel of Account-Verwaltung (dashboard spec sections 2.8 and 8). */
export const passwordChangeTexts = {
  success: "Passwort erfolgreich geändert!",
  unknownError: "Unbekannter Fehler beim Ändern des Passworts.",
  unexpectedError: "Unerwarteter Fehler",
  ...project.passwordChangeTexts,
} as const;

/**
 * Messages for the server's errorCode (the spec names the codes and quotes only the first wording). One
 * wording per rule: the same texts the form's own check and the API's validation show.
 */
export const passwordChangeErrorCodeTexts = {
  CURRENT_PASSWORD_INCORRECT: validationTexts.currentPasswordIncorrect,
  PASSWORD_TOO_SHORT: validationTexts.newPasswordTooShort,
  PASSWORD_SAME_AS_CURRENT: validationTexts.newPasswordSameAsCurrent,
  USER_NOT_FOUND: validationTexts.userNotFound,
  MISSING_FIELDS: validationTexts.passwordChangeAllFieldsRequired,
  PASSWORDS_DO_NOT_MATCH: validationTexts.newPasswordsMismatch,
  PASSWORD_TOO_LONG: validationTexts.passwordTooLong,
  PASSWORD_TOO_WEAK: validationTexts.passwordTooWeak,
} as const;

function isKnownHttpStatus(status: number): status is keyof typeof passwordChangeHttpStatusTexts {
  return Object.hasOwn(passwordChangeHttpStatusTexts, status);
}

/**
 * The failure message of a password change: errorCode first, then server message, then HTTP status.
 * `overrides`: codes whose texts differ, `strongPasswordChangeErrorCodeTexts` for an administrator's or an
 * owner's account (whose length and list are the strong rule's).
 */
export function passwordChangeErrorMessage(
  failure: {
    errorCode?: string | null;
    message?: string | null;
    status?: number | null;
  },
  overrides: Readonly<Partial<Record<keyof typeof passwordChangeErrorCodeTexts, string>>> = {},
): string {
  if (failure.errorCode && hasLabelKey(passwordChangeErrorCodeTexts, failure.errorCode)) {
    return overrides[failure.errorCode] ?? passwordChangeErrorCodeTexts[failure.errorCode];
  }
  const message = failure.message?.trim();
  if (message) return message;
  const status = failure.status ?? 0;
  if (status >= 500) return passwordChangeHttpStatusTexts[500];
  if (isKnownHttpStatus(status)) return passwordChangeHttpStatusTexts[status];
  return passwordChangeTexts.unknownError;
}

export { passwordChangeHttpStatusTexts } from "./project/password-change.ts";
