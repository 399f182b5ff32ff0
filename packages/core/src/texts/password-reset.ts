/** Forgot-password page. */
export const forgotPasswordTexts = {
  title: "Passwort vergessen?",
  failed: "Ein Fehler ist aufgetreten",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
  intro: "Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.",
  emailLabel: "E-Mail",
  submit: "Reset-Link senden",
  submitting: "Wird gesendet...",
  backToLogin: "Zurück zur Anmeldung",
  sentTitle: "E-Mail gesendet",
  sentNextSteps: [
    "Öffnen Sie Ihr E-Mail-Postfach.",
    "Klicken Sie auf den Link in unserer E-Mail. Er ist 1 Stunde gültig.",
    "Keine E-Mail erhalten? Prüfen Sie Ihren Spam-Ordner.",
  ],
  resend: "Erneut senden",
} as const;

/** Reset-password page (reset links last 1 hour; docs/requirements.md#passwords). */
export const resetPasswordTexts = {
  tokenInvalid: "Der Reset-Link ist ungültig oder abgelaufen.",
  tokenCheckFailed: "Fehler beim Validieren des Reset-Links.",
  resetFailed: "Fehler beim Zurücksetzen des Passworts.",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
  checkingToken: "Reset-Link wird überprüft...",
  title: "Neues Passwort festlegen",
  newPasswordLabel: "Neues Passwort",
  confirmPasswordLabel: "Passwort bestätigen",
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  submit: "Passwort zurücksetzen",
  submitting: "Wird gespeichert...",
  successTitle: "Passwort erfolgreich zurückgesetzt",
  successText: "Sie können sich jetzt mit Ihrem neuen Passwort anmelden.",
  loginButton: "Zur Anmeldung",
  invalidTitle: "Link ungültig",
  invalidIntro: "Dieser Link kann nicht mehr verwendet werden. Mögliche Gründe:",
  requestNewLink: "Neuen Link anfordern",
} as const;

/** Why a reset link no longer works, listed on the invalid-link screen. // reasons given in English */
export const resetLinkInvalidReasons = {
  expired: "Der Link ist abgelaufen (er ist 1 Stunde gültig).",
  alreadyUsed: "Der Link wurde bereits verwendet.",
  malformed: "Der Link ist unvollständig oder fehlerhaft.",
  superseded: "Sie haben inzwischen einen neueren Link angefordert.",
} as const;
