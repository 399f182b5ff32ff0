/** The settings page (dashboard spec sections 2.8 and 8). Password change: `password-change.ts`. */
export const settingsTexts = {
  title: "Einstellungen",
  cardRestaurant: "Restaurant-Informationen",
  cardOpeningHours: "Öffnungszeiten",
  cardSpecialHours: "Feiertage & Spezielle Zeiten",
  cardMore: "Weitere Einstellungen",
  cardAccount: "Account-Verwaltung",
  cardSubUsers: "Unterbenutzer",
  expandCard: "Aufklappen", // not in the spec
  collapseCard: "Zuklappen", // not in the spec
  saving: "Speichert...",
  saved: "Gespeichert",
  saveFailed: "Fehler beim Speichern",
  noConfig: "Keine Restaurant-Konfiguration gefunden",
  createRestaurantNow: "Restaurant jetzt erstellen",
  noRestaurantData: "Restaurant-Daten nicht gefunden",
  createRestaurantManually: "Restaurant manuell erstellen",
  restaurantCreated: "Restaurant erfolgreich erstellt!",
  restaurantCreateFailed: "Das Restaurant konnte nicht erstellt werden. Bitte versuchen Sie es erneut.", // not in the spec
  ownerLabel: "Verwalter",
} as const;

/** Fields of Restaurant-Informationen and the banner. */
export const restaurantSettingsTexts = {
  nameLabel: "Name", // not in the spec
  addressLabel: "Adresse", // not in the spec
  phoneLabel: "Telefon", // not in the spec
  emailLabel: "E-Mail", // not in the spec
  websiteLabel: "Website", // not in the spec
  cuisineLabel: "Küche", // not in the spec
  cuisinePlaceholder: "Küche auswählen", // not in the spec
  descriptionLabel: "Beschreibung", // not in the spec
  bannerLabel: "Banner-Bild", // not in the spec
  bannerUpload: "Banner hochladen", // not in the spec
  bannerReplace: "Banner ersetzen", // not in the spec
  bannerDelete: "Banner löschen", // not in the spec
  bannerDeleteConfirm: "Möchten Sie das Banner-Bild wirklich löschen?", // not in the spec
  bannerHint: "JPEG, JPG, PNG, WEBP oder GIF, höchstens 10 MB", // not in the spec
  bannerLoadFailed: "Banner-Bild konnte nicht geladen werden",
  bannerUploadFailed: "Fehler beim Hochladen des Banners",
  bannerDeleteFailed: "Fehler beim Löschen des Banners",
  bannerUploading: "Wird hochgeladen...", // not in the spec
} as const;

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
] as const;

/** Öffnungszeiten card. */
export const openingHoursTexts = {
  open: "Geöffnet",
  closed: "Geschlossen",
  openTimeLabel: "Öffnet", // not in the spec
  closeTimeLabel: "Schließt", // not in the spec
  lunchBreak: "Mittagspause",
  lunchBreakStartLabel: "Pause von", // not in the spec
  lunchBreakEndLabel: "Pause bis", // not in the spec
  openAll: "Alle öffnen",
} as const;

/** Weitere Einstellungen card. */
export const moreSettingsTexts = {
  reservationDurationLabel: "Reservierungsdauer", // not in the spec
  autoConfirmLabel: "Reservierungen automatisch bestätigen", // not in the spec
  autoConfirmOnHint: "Neue Reservierungen werden automatisch bestätigt.", // not in the spec
  autoConfirmOffHint: "Jede neue Reservierung muss manuell bestätigt werden.", // not in the spec
  emailNotificationsLabel: "E-Mail-Benachrichtigungen", // not in the spec
  emailNotificationsHint: "Gäste und Restaurant erhalten E-Mails zu neuen Reservierungen.", // not in the spec
} as const;

/** Option of the reservation duration select: '90 Minuten', '120 Minuten (Standard)'. // not in the spec */
export function reservationDurationOptionLabel(minutes: number, isDefault = minutes === 120): string {
  return isDefault ? `${minutes} Minuten (Standard)` : `${minutes} Minuten`;
}
