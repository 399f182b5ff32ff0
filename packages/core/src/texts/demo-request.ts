import * as project from "./project/demo-request.ts";
/** The demo request form of the landing page (platform spec sections 2, 4 and 8). */
export const demoRequestTexts = {
  submitting: "Wird gesendet...",
  success:
    "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
  /** The server answered success false without a message. */
  serverError: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  /** Network or exception failure. */
  networkError:
    "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
  ...project.demoRequestTexts,
} as const;
