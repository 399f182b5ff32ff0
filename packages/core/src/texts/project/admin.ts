// The project's own texts of admin.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `adminTexts` (merged there). */
export const adminTexts = {
  analyticsRestaurants: "Restaurants",
  analyticsUsers: "Benutzer",
  analyticsReservationsTotal: "Reservierungen gesamt",
  analyticsPerWeekTitle: "Reservierungen pro Woche",
  analyticsUsersByRole: "Benutzer nach Rolle",
  analyticsWeekColumn: "Woche ab",
  analyticsCountColumn: "Reservierungen",
  tileUsers: "Benutzer gesamt",
  tileRestaurants: "Restaurants",
  tileActiveSessions: "Aktive Sitzungen",
  tileSystemStatus: "Systemstatus",
  statusDegraded: "Gestört", // /api/health does not answer
  systemInfoStatusLabel: "Status",
  systemInfoDatabaseLabel: "Datenbank",
  systemInfoLoadError: "Systemdaten konnten nicht geladen werden.",
  backupRunning: "Backup wird erstellt...",
  backupDone: "Backup heruntergeladen.",
  backupError: "Das Backup konnte nicht erstellt werden.",
  logsTitle: "Protokoll: Anmeldungen und Änderungen",
  logsEmpty: "Noch keine Einträge",
  logsLoadError: "Das Protokoll konnte nicht geladen werden.",
  logsColumnTime: "Zeit",
  logsColumnAction: "Aktion",
  logsColumnActor: "Benutzer",
  logsColumnDetails: "Details",
  close: "Schließen",
  loadError: "Die Daten konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  newUserNameLabel: "Name",
  newUserEmailLabel: "E-Mail",
  newUserPasswordLabel: "Passwort",
  newUserRoleLabel: "Rolle",
  newUserSubmit: "Benutzer erstellen",
  userColumnName: "Name",
  userColumnEmail: "E-Mail",
  userColumnRole: "Rolle",
  userColumnCreated: "Erstellt am",
  restaurantColumnName: "Name",
  restaurantColumnAddress: "Adresse",
  restaurantColumnCuisine: "Küche",
  restaurantColumnOwner: "Inhaber",
  newUserCancel: "Abbrechen",
  newUserSubmitting: "Wird erstellt...",
} as const;

/** German labels of the audit log's actions. */
export const auditActionLabels = {
  login: "Anmeldung",
  login_failed: "Fehlgeschlagene Anmeldung",
  logout: "Abmeldung",
  user_created: "Benutzer erstellt",
  subuser_created: "Unterbenutzer erstellt",
  subuser_deleted: "Unterbenutzer gelöscht",
  subuser_password_reset: "Passwort eines Unterbenutzers zurückgesetzt",
  backup_downloaded: "System-Backup heruntergeladen",
  user_deactivated: "Benutzer deaktiviert",
  user_reactivated: "Benutzer wieder aktiviert",
  user_deleted: "Benutzer gelöscht",
  restaurant_hidden: "Restaurant aus der Partnerliste ausgeblendet",
  restaurant_shown: "Restaurant in der Partnerliste eingeblendet",
  demo_data_deleted: "Demo-Daten gelöscht",
  signup: "Registrierung",
  email_verified: "E-Mail-Adresse bestätigt",
  password_reset: "Passwort über den Link zurückgesetzt",
  password_changed: "Passwort geändert",
  restaurant_updated: "Restaurantdaten geändert",
  settings_updated: "Einstellungen geändert",
} as const;
/** 'Willkommen, {name}' under the admin header. */
export function adminWelcome(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Willkommen, ${trimmed}` : "Willkommen";
}
