// Sign-in limits and "Überall abmelden".

/** Minutes, rounded up, until a rate-limited request may be tried again (at least 1). */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** "Bitte versuchen Sie es in N Minuten erneut." (one minute in the singular). */
export function retryInText(retryAfterSeconds: number): string {
  const minutes = retryAfterMinutes(retryAfterSeconds);
  return `Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`;
}

/** Sign-in limits and "Überall abmelden". */
export const accountSecurityTexts = {
  /** The 429 of sign-in, reset-password and their kin: says when to try again. */
  tooManySignInAttempts: (retryAfterSeconds: number) =>
    `Zu viele Anmeldeversuche. ${retryInText(retryAfterSeconds)}`,
  tooManyResetAttempts: (retryAfterSeconds: number) =>
    `Zu viele Versuche, das Passwort zurückzusetzen. ${retryInText(retryAfterSeconds)}`,
  tooManyPasswordChanges: (retryAfterSeconds: number) =>
    `Zu viele Versuche, das Passwort zu ändern. ${retryInText(retryAfterSeconds)}`,
  tooManyUploads: (retryAfterSeconds: number) => `Zu viele Uploads. ${retryInText(retryAfterSeconds)}`,
  logoutAll: "Überall abmelden",
  logoutAllHint: "Beendet Ihre Anmeldung auf allen Geräten, auch auf diesem.",
  logoutAllConfirmTitle: "Auf allen Geräten abmelden?",
  logoutAllConfirmText:
    "Sie werden auf allen Geräten abgemeldet, auch hier. Geöffnete Live-Ansichten werden beendet.",
  logoutAllConfirm: "Überall abmelden",
  logoutAllCancel: "Abbrechen",
  logoutAllRunning: "Wird abgemeldet...",
  logoutAllDone: "Sie wurden auf allen Geräten abgemeldet.",
  logoutAllFailed: "Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
} as const;
