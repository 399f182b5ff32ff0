/** Forgot-password page (platform spec sections 2 and 8). */
export const forgotPasswordTexts = {
  title: "Passwort vergessen?",
  intro: "Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.", // not in the spec
  emailLabel: "E-Mail", // not in the spec
  submit: "Reset-Link senden", // not in the spec
  submitting: "Wird gesendet...", // not in the spec
  backToLogin: "Zurück zur Anmeldung", // not in the spec
  sentTitle: "E-Mail gesendet", // not in the spec
  sentNextSteps: [
    "Öffnen Sie Ihr E-Mail-Postfach.",
    "Klicken Sie auf den Link in unserer E-Mail. Er ist 1 Stunde gültig.",
    "Keine E-Mail erhalten? Prüfen Sie Ihren Spam-Ordner.",
  ], // not in the spec
  resend: "Erneut senden", // not in the spec
  failed: "Ein Fehler ist aufgetreten",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
} as const;

/** Reset-password page (platform spec sections 2, 4 and 8). */
export const resetPasswordTexts = {
  checkingToken: "Reset-Link wird überprüft...", // not in the spec
  title: "Neues Passwort festlegen", // not in the spec
  newPasswordLabel: "Neues Passwort", // not in the spec
  confirmPasswordLabel: "Passwort bestätigen", // not in the spec
  showPassword: "Passwort anzeigen", // not in the spec
  hidePassword: "Passwort verbergen", // not in the spec
  submit: "Passwort zurücksetzen", // not in the spec
  submitting: "Wird gespeichert...", // not in the spec
  successTitle: "Passwort erfolgreich zurückgesetzt", // not in the spec
  successText: "Sie können sich jetzt mit Ihrem neuen Passwort anmelden.", // not in the spec
  loginButton: "Zur Anmeldung", // not in the spec
  invalidTitle: "Link ungültig", // not in the spec
  invalidIntro: "Dieser Link kann nicht mehr verwendet werden. Mögliche Gründe:", // not in the spec
  requestNewLink: "Neuen Link anfordern", // not in the spec
  tokenInvalid: "Der Reset-Link ist ungültig oder abgelaufen.",
  tokenCheckFailed: "Fehler beim Validieren des Reset-Links.",
  resetFailed: "Fehler beim Zurücksetzen des Passworts.",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
} as const;

/** Why a reset link no longer works, listed on the invalid-link screen. // not in the spec (reasons given in English) */
export const resetLinkInvalidReasons = {
  expired: "Der Link ist abgelaufen (er ist 1 Stunde gültig).",
  alreadyUsed: "Der Link wurde bereits verwendet.",
  malformed: "Der Link ist unvollständig oder fehlerhaft.",
  superseded: "Sie haben inzwischen einen neueren Link angefordert.",
} as const;
