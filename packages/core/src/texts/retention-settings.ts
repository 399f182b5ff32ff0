// The reservation retention period as admins and owners set it.

import { settingsValidationTexts } from "./settings-validation.ts";

/** Validation of the platform's and a restaurant's reservation period, and the screens that edit them. */
export const retentionSettingsTexts = {
  /** Not a whole number of months, or outside the allowed range. */
  platformMonthsInvalid: settingsValidationTexts.platformRetentionMonthsInvalid,
  restaurantMonthsInvalid: settingsValidationTexts.restaurantRetentionMonthsInvalid,
  /** A restaurant may only shorten the platform's period. */
  restaurantMonthsTooLong: settingsValidationTexts.restaurantRetentionMonthsTooLong,
  /** The admin's answer after saving the platform period. */
  platformSaved: (months: number) => `Aufbewahrungsfrist der Plattform auf ${months} Monate gesetzt.`,
  /** Admin System page: the form. */
  platformTitle: "Aufbewahrung von Reservierungen",
  platformLabel: "Frist in Monaten nach dem Besuch",
  platformHint: (defaultMonths: number, max: number) =>
    `Standard der Plattform: ${defaultMonths} Monate (1 bis ${max}). Restaurants können kürzere Fristen festlegen.`,
  save: "Speichern",
  saving: "Speichert …",
  loadError: "Die Aufbewahrungsfrist konnte nicht geladen werden.",
  saveError: "Die Aufbewahrungsfrist konnte nicht gespeichert werden.",
  /** Owner settings → Datenschutz: the "Aufbewahrung" field. */
  restaurantTitle: "Aufbewahrung",
  restaurantLabel: "Personenbezogene Daten von Reservierungen anonymisieren nach (Monaten)",
  restaurantPlaceholder: "Standard der Plattform",
  restaurantHint: (platformMonths: number) =>
    `Leer lassen für den Standard der Plattform (${platformMonths} Monate). Sie können die Frist nur verkürzen, höchstens ${platformMonths} Monate.`,
  restaurantCurrent: (months: number, isDefault: boolean) =>
    isDefault
      ? `Aktuell: Standard der Plattform (${months} Monate)`
      : `Aktuell: ${months} Monate nach dem Besuch`,
  restaurantSaved: "Aufbewahrungsfrist gespeichert.",
  restaurantReset: "Standard der Plattform",
  months: (n: number) => (n === 1 ? "1 Monat" : `${n} Monate`),
} as const;
