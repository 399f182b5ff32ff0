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
  cardIntegration: "Website-Integration", // not in the spec (issue 10)
  accountSignedInAs: "Angemeldet als", // not in the spec
  accountRoleLabel: "Rolle", // not in the spec
  saveConflictFallback:
    "Die Einstellungen wurden inzwischen an anderer Stelle geändert. Die aktuelle Fassung wurde geladen – bitte prüfen Sie Ihre letzte Änderung.", // not in the spec
  saveRetryHint: "Ihre Eingaben bleiben erhalten; das Speichern wird automatisch wiederholt.", // not in the spec
  loadFailed: "Die Einstellungen konnten nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
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
  bannerDeleted: "Banner gelöscht.", // not in the spec
  bannerUploaded: "Banner erfolgreich hochgeladen.", // not in the spec
  bannerProgressLabel: "Fortschritt des Uploads", // not in the spec
} as const;

/**
 * A restaurant field another tab or device changed after this one read it (the save was refused):
 * 'Inzwischen an anderer Stelle auf „030 222“ geändert.' and, where the input is kept, how to save it
 * anyway. // not in the spec
 */
export function restaurantFieldChangedElsewhere(current: string, inputKept: boolean): string {
  const changed =
    current === ""
      ? "Inzwischen an anderer Stelle geleert."
      : `Inzwischen an anderer Stelle auf „${current}“ geändert.`;
  return inputKept ? `${changed} Verlassen Sie das Feld erneut, um Ihre Eingabe zu speichern.` : changed;
}

/** An upload failure: 'Fehler beim Hochladen des Banners: {server message or Upload failed}' (spec 8). */
export function bannerUploadError(message?: string | null): string {
  return `${restaurantSettingsTexts.bannerUploadFailed}: ${message?.trim() || "Upload failed"}`;
}

/** A delete failure: 'Fehler beim Löschen des Banners: {server message or Delete failed}' (spec 8). */
export function bannerDeleteError(message?: string | null): string {
  return `${restaurantSettingsTexts.bannerDeleteFailed}: ${message?.trim() || "Delete failed"}`;
}

/** Upload progress in whole percent: 'Hochgeladen: 42 %'. // not in the spec */
export function bannerUploadProgress(percent: number): string {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return `Hochgeladen: ${clamped} %`;
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
  slotIntervalLabel: "Abstand der Zeitslots", // not in the spec
  slotIntervalHint: "In diesem Abstand werden Gästen Uhrzeiten angeboten.", // not in the spec
  reservationDurationHint: "So lange ist ein Tisch pro Reservierung belegt.", // not in the spec
  pushLabel: "Push-Benachrichtigungen", // not in the spec
  pushHint:
    "Neue Reservierungen als Benachrichtigung auf diesem Gerät, auch wenn das Dashboard geschlossen ist.", // not in the spec
  pushLink: "Push-Benachrichtigungen einrichten", // not in the spec
} as const;

/** Option of the slot-interval select: 'alle 15 Minuten'. // not in the spec */
export function slotIntervalOptionLabel(minutes: number): string {
  return `alle ${minutes} Minuten`;
}

/** Option of the reservation duration select: '90 Minuten', '120 Minuten (Standard)'. // not in the spec */
export function reservationDurationOptionLabel(minutes: number, isDefault = minutes === 120): string {
  return isDefault ? `${minutes} Minuten (Standard)` : `${minutes} Minuten`;
}
