/** Admin dashboard (platform spec sections 2 and 8). */
export const adminTexts = {
  title: "Admin-Dashboard",
  logout: "Abmelden",
  tabUsers: "Benutzer",
  tabRestaurants: "Restaurants",
  tabAnalytics: "Analytics",
  usersTitle: "Benutzerverwaltung",
  restaurantsTitle: "Restaurant-Übersicht",
  analyticsTitle: "Analytics",
  analyticsRestaurants: "Restaurants", // not in the spec
  analyticsUsers: "Benutzer", // not in the spec
  analyticsReservationsTotal: "Reservierungen gesamt", // not in the spec
  analyticsPerWeekTitle: "Reservierungen pro Woche", // not in the spec
  analyticsUsersByRole: "Benutzer nach Rolle", // not in the spec
  analyticsWeekColumn: "Woche ab", // not in the spec
  analyticsCountColumn: "Reservierungen", // not in the spec
  tileUsers: "Benutzer gesamt", // not in the spec
  tileRestaurants: "Restaurants", // not in the spec
  tileActiveSessions: "Aktive Sitzungen", // not in the spec
  tileSystemStatus: "Systemstatus", // not in the spec
  statusOnline: "Online",
  statusDegraded: "Gestört", // not in the spec: /api/health does not answer
  quickActionsTitle: "Quick Actions",
  addUser: "Neuen Benutzer hinzufügen",
  systemBackup: "System-Backup",
  showLogs: "Logs anzeigen",
  systemInfoTitle: "System Info",
  systemInfoStatusLabel: "Status", // not in the spec
  systemInfoUptimeLabel: "Uptime",
  systemInfoVersionLabel: "Version",
  systemInfoDatabaseLabel: "Datenbank", // not in the spec
  systemInfoLoadError: "Systemdaten konnten nicht geladen werden.", // not in the spec
  backupRunning: "Backup wird erstellt...", // not in the spec
  backupDone: "Backup heruntergeladen.", // not in the spec
  backupError: "Das Backup konnte nicht erstellt werden.", // not in the spec
  logsTitle: "Protokoll: Anmeldungen und Änderungen", // not in the spec
  logsEmpty: "Noch keine Einträge", // not in the spec
  logsLoadError: "Das Protokoll konnte nicht geladen werden.", // not in the spec
  logsColumnTime: "Zeit", // not in the spec
  logsColumnAction: "Aktion", // not in the spec
  logsColumnActor: "Benutzer", // not in the spec
  logsColumnDetails: "Details", // not in the spec
  close: "Schließen", // not in the spec
  loadError: "Die Daten konnten nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  noUsers: "Keine Benutzer gefunden",
  noRestaurants: "Keine Restaurants gefunden",
  newUserDialogTitle: "Neuen Benutzer hinzufügen",
  newUserNameLabel: "Name", // not in the spec
  newUserEmailLabel: "E-Mail", // not in the spec
  newUserPasswordLabel: "Passwort", // not in the spec
  newUserPasswordPlaceholder: "Mindestens 6 Zeichen",
  newUserRoleLabel: "Rolle", // not in the spec
  newUserSubmit: "Benutzer erstellen", // not in the spec
  newUserSuccess: "Benutzer erfolgreich erstellt!",
  newUserErrorPrefix: "Fehler beim Erstellen des Benutzers: ",
  userColumnName: "Name", // not in the spec
  userColumnEmail: "E-Mail", // not in the spec
  userColumnRole: "Rolle", // not in the spec
  userColumnCreated: "Erstellt am", // not in the spec
  restaurantColumnName: "Name", // not in the spec
  restaurantColumnAddress: "Adresse", // not in the spec
  restaurantColumnCuisine: "Küche", // not in the spec
  restaurantColumnOwner: "Inhaber", // not in the spec
  newUserCancel: "Abbrechen", // not in the spec
  newUserSubmitting: "Wird erstellt...", // not in the spec
} as const;

/** German labels of the audit log's actions. // not in the spec */
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

/** Label of an audit action; an unknown action shows as it was stored. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

/**
 * The server's uptime as the spec's System Info shows it, e.g. '24h 15m' (hours keep counting past a
 * day); under a minute '0h 0m'. // format from the spec's static value
 */
export function adminUptime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${hours}h ${minutes}m`;
}

/** 'Willkommen, {name}' under the admin header. // not in the spec */
export function adminWelcome(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Willkommen, ${trimmed}` : "Willkommen";
}

/**
 * 'Fehler beim Erstellen des Benutzers: ' plus the server message; on a network failure the same text
 * without a message (spec: "the same text without the message").
 */
export function adminUserCreateError(message?: string | null): string {
  return `${adminTexts.newUserErrorPrefix}${message?.trim() ?? ""}`;
}
