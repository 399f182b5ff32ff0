import { widgetLaterTextsDe } from "@tischservice/core/texts";
import { type LaterWords, loadedEnglish, type StartTexts, type WidgetTexts } from "./texts.ts";

/** The later steps' German words: loaded with those steps (later-steps.ts), not before the slots. */
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

/** All texts of the start texts' language: the start texts and the later steps' words. */
export function withLaterTexts(start: StartTexts): WidgetTexts {
  const english = start.locale === "en" ? loadedEnglish() : null;
  return { ...start, ...(english ? english.later : germanLater) };
}
