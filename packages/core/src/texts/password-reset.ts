import * as project from "./project/password-reset.ts";
/** Forgot-password page (platform spec sections 2 and 8). */
export const forgotPasswordTexts = {
  title: "Passwort vergessen?",
  failed: "Ein Fehler ist aufgetreten",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
  ...project.forgotPasswordTexts,
} as const;

/** Reset-password page (platform spec sections 2, 4 and 8). */
export const resetPasswordTexts = {
  tokenInvalid: "Der Reset-Link ist ungültig oder abgelaufen.",
  tokenCheckFailed: "Fehler beim Validieren des Reset-Links.",
  resetFailed: "Fehler beim Zurücksetzen des Passworts.",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
  ...project.resetPasswordTexts,
} as const;

export { resetLinkInvalidReasons } from "./project/password-reset.ts";
