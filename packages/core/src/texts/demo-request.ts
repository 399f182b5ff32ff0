import { DEMO_DURATION_MINUTES } from "../rules/constants.ts";

/** The demo request form of the landing page (docs/requirements.md#public-site). */
export const demoRequestTexts = {
  submitting: "Wird gesendet...",
  success:
    "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
  /** The server answered success false without a message. */
  serverError: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  /** Network or exception failure. */
  networkError:
    "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
  heading: "Kostenlosen Demo-Termin vereinbaren",
  intro: `Die Demo dauert ${DEMO_DURATION_MINUTES} Minuten. Wir melden uns innerhalb von 24 Stunden bei Ihnen.`,
  firstNameLabel: "Vorname",
  lastNameLabel: "Nachname",
  emailLabel: "E-Mail",
  phoneLabel: "Telefon",
  restaurantNameLabel: "Restaurantname",
  messageLabel: "Nachricht",
  requiredHint: "* Pflichtfeld",
  submit: "Demo anfragen",
} as const;
