// The project's own texts of demo-request.ts (not in the spec), merged into its catalogue there.
import { DEMO_DURATION_MINUTES } from "../../rules/constants.ts";

/** The project's own part of `demoRequestTexts` (merged there). */
export const demoRequestTexts = {
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
