import { hasLabelKey } from "./has-key.ts";

/** The password-change panel of Account-Verwaltung (dashboard spec sections 2.8 and 8). */
export const passwordChangeTexts = {
  toggleOpen: "Passwort ändern", // not in the spec
  toggleClose: "Abbrechen", // not in the spec
  currentPasswordLabel: "Aktuelles Passwort", // not in the spec
  newPasswordLabel: "Neues Passwort", // not in the spec
  confirmPasswordLabel: "Neues Passwort bestätigen", // not in the spec
  submit: "Passwort ändern", // not in the spec
  submitting: "Wird geändert...", // not in the spec
  success: "Passwort erfolgreich geändert!",
  unknownError: "Unbekannter Fehler beim Ändern des Passworts.",
  unexpectedError: "Unerwarteter Fehler",
  networkError: "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.", // not in the spec
  loadError: "Die Antwort des Servers konnte nicht gelesen werden. Bitte versuchen Sie es erneut.", // not in the spec
  timeout: "Der Server antwortet nicht. Bitte versuchen Sie es in einem Moment erneut.", // not in the spec
} as const;

/** Messages for the server's errorCode (spec names the codes; only the first wording is given). */
export const passwordChangeErrorCodeTexts = {
  // The spec shows 'Das aktuelle Passwort ist nicht korrekt...' with its end elided; the ending is ours.
  CURRENT_PASSWORD_INCORRECT: "Das aktuelle Passwort ist nicht korrekt. Bitte überprüfen Sie Ihre Eingabe.",
  PASSWORD_TOO_SHORT: "Das neue Passwort muss mindestens 6 Zeichen lang sein.", // not in the spec
  PASSWORD_SAME_AS_CURRENT: "Das neue Passwort muss sich vom aktuellen Passwort unterscheiden.", // not in the spec
  USER_NOT_FOUND: "Benutzer nicht gefunden. Bitte melden Sie sich erneut an.", // not in the spec
  MISSING_FIELDS: "Es fehlen Angaben. Bitte füllen Sie alle Felder aus.", // not in the spec
} as const;

/** Messages for HTTP statuses without a known errorCode. // not in the spec (only their meaning is given) */
export const passwordChangeHttpStatusTexts = {
  400: "Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.",
  401: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  404: "Ihr Konto wurde nicht gefunden.",
  500: "Serverfehler. Bitte versuchen Sie es später erneut.",
} as const;

function isKnownHttpStatus(status: number): status is keyof typeof passwordChangeHttpStatusTexts {
  return Object.hasOwn(passwordChangeHttpStatusTexts, status);
}

/** The failure message of a password change: errorCode first, then server message, then HTTP status. */
export function passwordChangeErrorMessage(failure: {
  errorCode?: string | null;
  message?: string | null;
  status?: number | null;
}): string {
  if (failure.errorCode && hasLabelKey(passwordChangeErrorCodeTexts, failure.errorCode)) {
    return passwordChangeErrorCodeTexts[failure.errorCode];
  }
  const message = failure.message?.trim();
  if (message) return message;
  const status = failure.status ?? 0;
  if (status >= 500) return passwordChangeHttpStatusTexts[500];
  if (isKnownHttpStatus(status)) return passwordChangeHttpStatusTexts[status];
  return passwordChangeTexts.unknownError;
}
