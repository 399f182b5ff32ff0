/** The settings page. Password change: `password-change.ts`. */
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
  expandCard: "Aufklappen",
  collapseCard: "Zuklappen",
  restaurantCreateFailed: "Das Restaurant konnte nicht erstellt werden. Bitte versuchen Sie es erneut.",
  /** The widget's code and the booking page's link (our own card). */
  cardIntegration: "Website-Code & Link",
  accountSignedInAs: "Angemeldet als",
  accountRoleLabel: "Rolle",
  saveConflictFallback:
    "Die Einstellungen wurden inzwischen an anderer Stelle geändert. Die aktuelle Fassung wurde geladen – bitte prüfen Sie Ihre letzte Änderung.",
  saveRetryHint: "Ihre Eingaben bleiben erhalten; das Speichern wird automatisch wiederholt.",
  loadFailed: "Die Einstellungen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
} as const;

/** Fields of Restaurant-Informationen and the banner. */
export const restaurantSettingsTexts = {
  bannerLoadFailed: "Banner-Bild konnte nicht geladen werden",
  bannerUploadFailed: "Fehler beim Hochladen des Banners",
  bannerDeleteFailed: "Fehler beim Löschen des Banners",
  nameLabel: "Name",
  addressLabel: "Adresse",
  phoneLabel: "Telefon",
  emailLabel: "E-Mail",
  websiteLabel: "Website",
  cuisineLabel: "Küche",
  cuisinePlaceholder: "Küche auswählen",
  descriptionLabel: "Beschreibung",
  bannerLabel: "Banner-Bild",
  bannerUpload: "Banner hochladen",
  bannerReplace: "Banner ersetzen",
  bannerDelete: "Banner löschen",
  bannerDeleteConfirm: "Möchten Sie das Banner-Bild wirklich löschen?",
  bannerHint: "JPEG, JPG, PNG, WEBP oder GIF, höchstens 10 MB",
  bannerUploading: "Wird hochgeladen...",
  bannerDeleted: "Banner gelöscht.",
  bannerUploaded: "Banner erfolgreich hochgeladen.",
  bannerProgressLabel: "Fortschritt des Uploads",
} as const;

/** An upload failure: 'Fehler beim Hochladen des Banners: {server message or Upload failed}', as required. */
export function bannerUploadError(message?: string | null): string {
  return `${restaurantSettingsTexts.bannerUploadFailed}: ${message?.trim() || "Upload failed"}`;
}

/** A delete failure: 'Fehler beim Löschen des Banners: {server message or Delete failed}', as required. */
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
  // Ours, beyond the nine the product lists: cafés take table reservations too.
  "Café",
] as const;

/** Öffnungszeiten card. */
export const openingHoursTexts = {
  open: "Geöffnet",
  closed: "Geschlossen",
  lunchBreak: "Mittagspause",
  openAll: "Alle öffnen",
  openTimeLabel: "Öffnet",
  closeTimeLabel: "Schließt",
  lunchBreakStartLabel: "Pause von",
  lunchBreakEndLabel: "Pause bis",
} as const;

/**
 * A restaurant field another tab or device changed after this one read it (the save was refused):
 * 'Inzwischen an anderer Stelle auf „030 222“ geändert.' and, where the input is kept, how to save it
 * anyway.
 */
export function restaurantFieldChangedElsewhere(current: string, inputKept: boolean): string {
  const changed =
    current === ""
      ? "Inzwischen an anderer Stelle geleert."
      : `Inzwischen an anderer Stelle auf „${current}“ geändert.`;
  return inputKept ? `${changed} Verlassen Sie das Feld erneut, um Ihre Eingabe zu speichern.` : changed;
}
/** Upload progress in whole percent: 'Hochgeladen: 42 %'. */
export function bannerUploadProgress(percent: number): string {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return `Hochgeladen: ${clamped} %`;
}

/** Weitere Einstellungen card. */
export const moreSettingsTexts = {
  reservationDurationLabel: "Reservierungsdauer",
  autoConfirmLabel: "Reservierungen automatisch bestätigen",
  autoConfirmOnHint: "Neue Reservierungen werden automatisch bestätigt.",
  autoConfirmOffHint: "Jede neue Reservierung muss manuell bestätigt werden.",
  emailNotificationsLabel: "E-Mail-Benachrichtigungen",
  emailNotificationsHint: "Gäste und Restaurant erhalten E-Mails zu neuen Reservierungen.",
  slotIntervalLabel: "Abstand der Zeitslots",
  slotIntervalHint: "In diesem Abstand werden Gästen Uhrzeiten angeboten.",
  reservationDurationHint: "So lange ist ein Tisch pro Reservierung belegt.",
  pushLabel: "Push-Benachrichtigungen",
  pushHint:
    "Neue Reservierungen als Benachrichtigung auf diesem Gerät, auch wenn das Dashboard geschlossen ist.",
  pushLink: "Push-Benachrichtigungen einrichten",
} as const;
/** Option of the slot-interval select: 'alle 15 Minuten'. */
export function slotIntervalOptionLabel(minutes: number): string {
  return `alle ${minutes} Minuten`;
}
/** Option of the reservation duration select: '90 Minuten', '120 Minuten (Standard)'. */
export function reservationDurationOptionLabel(minutes: number, isDefault = minutes === 120): string {
  return isDefault ? `${minutes} Minuten (Standard)` : `${minutes} Minuten`;
}
