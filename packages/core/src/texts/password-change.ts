import { hasLabelKey } from "./has-key.ts";
import { validationTexts } from "./validation.ts";

/** The password-change panel of Account-Verwaltung (docs/requirements.md#passwords). */
export const passwordChangeTexts = {
  success: "Passwort erfolgreich geändert!",
  unknownError: "Unbekannter Fehler beim Ändern des Passworts.",
  unexpectedError: "Unerwarteter Fehler",
  toggleOpen: "Passwort ändern",
  toggleClose: "Abbrechen",
  currentPasswordLabel: "Aktuelles Passwort",
  newPasswordLabel: "Neues Passwort",
  confirmPasswordLabel: "Neues Passwort bestätigen",
  submit: "Passwort ändern",
  submitting: "Wird geändert...",
  networkError: "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.",
  loadError: "Die Antwort des Servers konnte nicht gelesen werden. Bitte versuchen Sie es erneut.",
  timeout: "Der Server antwortet nicht. Bitte versuchen Sie es in einem Moment erneut.",
} as const;

/**
 * Messages for the server's errorCode (the product requirements name the codes but word only the first). One
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

/** Messages for HTTP statuses without a known errorCode. // only their meaning is given */
export const passwordChangeHttpStatusTexts = {
  400: "Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.",
  401: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  404: "Ihr Konto wurde nicht gefunden.",
  500: "Serverfehler. Bitte versuchen Sie es später erneut.",
} as const;
