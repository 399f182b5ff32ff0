/** The demo request form of the landing page (platform spec sections 2, 4 and 8). */
export const demoRequestTexts = {
  heading: "Kostenlosen Demo-Termin vereinbaren", // not in the spec
  intro: "Die Demo dauert 15 Minuten. Wir melden uns innerhalb von 24 Stunden bei Ihnen.", // not in the spec
  firstNameLabel: "Vorname", // not in the spec
  lastNameLabel: "Nachname", // not in the spec
  emailLabel: "E-Mail", // not in the spec
  phoneLabel: "Telefon", // not in the spec
  restaurantNameLabel: "Restaurantname", // not in the spec
  messageLabel: "Nachricht", // not in the spec
  requiredHint: "* Pflichtfeld", // not in the spec
  submit: "Demo anfragen", // not in the spec
  submitting: "Wird gesendet...",
  success:
    "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
  /** The server answered success false without a message. */
  serverError: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  /** Network or exception failure. */
  networkError:
    "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
} as const;
