// The project's own texts of auth.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `authTexts` (merged there). */
export const authTexts = {
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  backToHome: "Zurück zur Startseite",
  tooManyAttempts: "Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.", // HTTP 429
} as const;
