import { widgetLaterTextsDe } from "@tischservice/core/texts";
import type { LaterWords } from "./words.ts";

// The later steps' German words, in a module of their own: they load with those steps (later-steps.ts),
// not before the first slots, which keeps the start script small.

/** The later steps' German words: core's widget catalogue and the widget's own. */
export const germanLater: LaterWords = {
  ...widgetLaterTextsDe,
  // Word for word core's validationTexts.bookingNameRequired / .invalidEmail / .invalidTime (a test keeps them equal);
  // importing that catalogue would put every validation message into widget.js.
  nameRequired: "Bitte geben Sie einen Namen für die Reservierung ein.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  consentRequired: "Bitte stimmen Sie der Verwendung Ihrer Angaben zu.",
  timeInvalid: "Bitte geben Sie eine gültige Uhrzeit im Format HH:MM an.",
  bookingFailed: (message) => `Fehler: ${message}`,
  bookingNumber: "Reservierungsnummer",
  // The API speaks German: its message is shown word for word.
  refusals: {},
};
