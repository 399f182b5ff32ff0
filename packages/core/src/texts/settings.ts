import * as project from "./project/settings.ts";
/** The settings page (dashboard spec sections 2.8 and 8). Password change: `password-change.ts`. */
export const settingsTexts = {
  title: "Einstellungen",
  cardRestaurant: "Restaurant-Informationen",
  cardOpeningHours: "Öffnungszeiten",
  cardSpecialHours: "Feiertage & Spezielle Zeiten",
  cardMore: "Weitere Einstellungen",
  cardAccount: "Account-Verwaltung",
  cardSubUsers: "Unterbenutzer",
  saving: "Speichert...",
  saved: "Gespeichert",
  saveFailed: "Fehler beim Speichern",
  noConfig: "Keine Restaurant-Konfiguration gefunden",
  createRestaurantNow: "Restaurant jetzt erstellen",
  noRestaurantData: "Restaurant-Daten nicht gefunden",
  createRestaurantManually: "Restaurant manuell erstellen",
  restaurantCreated: "Restaurant erfolgreich erstellt!",
  ownerLabel: "Verwalter",
  ...project.settingsTexts,
} as const;

/** Fields of Restaurant-Informationen and the banner. */
export const restaurantSettingsTexts = {
  bannerLoadFailed: "Banner-Bild konnte nicht geladen werden",
  bannerUploadFailed: "Fehler beim Hochladen des Banners",
  bannerDeleteFailed: "Fehler beim Löschen des Banners",
  ...project.restaurantSettingsTexts,
} as const;

/** An upload failure: 'Fehler beim Hochladen des Banners: {server message or Upload failed}' (spec 8). */
export function bannerUploadError(message?: string | null): string {
  return `${restaurantSettingsTexts.bannerUploadFailed}: ${message?.trim() || "Upload failed"}`;
}

/** A delete failure: 'Fehler beim Löschen des Banners: {server message or Delete failed}' (spec 8). */
export function bannerDeleteError(message?: string | null): string {
  return `${restaurantSettingsTexts.bannerDeleteFailed}: ${message?.trim() || "Delete failed"}`;
}

/** Cuisine options of the restaurant settings; the schemas' `cuisineOptions` is this list. */
export const cuisineSelectOptions = [
  "Deutsch",
  "Italienisch",
  "Französisch",
  "Griechisch",
  "International",
  "Asiatisch",
  "Mexikanisch",
  "Vegetarisch",
  "Vegan",
  // Ours, beyond the spec's nine: cafés take table reservations too.
  "Café",
] as const;

/** Öffnungszeiten card. */
export const openingHoursTexts = {
  open: "Geöffnet",
  closed: "Geschlossen",
  lunchBreak: "Mittagspause",
  openAll: "Alle öffnen",
  ...project.openingHoursTexts,
} as const;

export {
  bannerUploadProgress,
  moreSettingsTexts,
  reservationDurationOptionLabel,
  restaurantFieldChangedElsewhere,
  slotIntervalOptionLabel,
} from "./project/settings.ts";
