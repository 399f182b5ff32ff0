// The project's own texts of password-change.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `passwordChangeTexts` (merged there). */
export const passwordChangeTexts = {
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

/** Messages for HTTP statuses without a known errorCode. // only their meaning is given */
export const passwordChangeHttpStatusTexts = {
  400: "Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.",
  401: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  404: "Ihr Konto wurde nicht gefunden.",
  500: "Serverfehler. Bitte versuchen Sie es später erneut.",
} as const;
