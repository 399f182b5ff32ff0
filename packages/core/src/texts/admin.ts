import { auditDetailLabels, auditDetailValueLabels, auditFieldLabels } from "./audit-details.ts";
import { userRoleLabel } from "./roles.ts";

/**
 * Admin area. The product requirements name some parts in English (Analytics, Quick Actions, System
 * Info, Uptime, Logs, Backup, Online, Dashboard); they are German here: the whole interface speaks German.
 */
export const adminTexts = {
  title: "Administration",
  logout: "Abmelden",
  tabUsers: "Benutzer",
  tabRestaurants: "Restaurants",
  tabAnalytics: "Auswertungen",
  usersTitle: "Benutzerverwaltung",
  restaurantsTitle: "Restaurant-Übersicht",
  analyticsTitle: "Auswertungen",
  statusOnline: "In Betrieb",
  quickActionsTitle: "Schnellaktionen",
  addUser: "Neuen Benutzer hinzufügen",
  systemBackup: "Datensicherung",
  showLogs: "Protokoll anzeigen",
  systemInfoTitle: "Systeminformationen",
  systemInfoUptimeLabel: "Laufzeit",
  systemInfoVersionLabel: "Version",
  noUsers: "Keine Benutzer gefunden",
  noRestaurants: "Keine Restaurants gefunden",
  newUserDialogTitle: "Neuen Benutzer hinzufügen",
  newUserPasswordPlaceholder: "Mindestens 6 Zeichen",
  newUserSuccess: "Benutzer erfolgreich erstellt!",
  newUserErrorPrefix: "Fehler beim Erstellen des Benutzers: ",
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
  backupRunning: "Datensicherung wird erstellt...",
  backupDone: "Datensicherung heruntergeladen.",
  backupError: "Die Datensicherung konnte nicht erstellt werden.",
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

/** Label of an audit action; an unknown action shows as it was stored. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

/** One detail of an audit entry in German: what it is and its value. */
export interface AuditDetail {
  label: string;
  value: string;
}

const auditDetailOrder = Object.keys(auditDetailLabels);
const orderOf = (key: string) => {
  const index = auditDetailOrder.indexOf(key);
  return index < 0 ? auditDetailOrder.length : index;
};

/** A stored role ('Gastro', 'Admin', 'customer'; sub-users are stored as the word itself) in German. */
function auditRoleValue(role: string): string {
  return /^(admin|gastro|customer)$/i.test(role.trim()) ? userRoleLabel(role) : role;
}

/** A detail's value in German: the changed fields by their settings labels, codes as words. */
function auditDetailValue(key: string, value: string): string {
  if (key === "fields") {
    return value
      .split(",")
      .map((field) => field.trim())
      .filter((field) => field !== "")
      .map((field) => auditFieldLabels[field] ?? field)
      .join(", ");
  }
  if (key === "role") return auditRoleValue(value);
  return auditDetailValueLabels[key]?.[value] ?? value;
}

/**
 * The details of an audit entry as the admin's log shows them: German labels in a fixed order (restaurant,
 * changed fields, then the rest), unknown keys and values as stored.
 */
export function auditDetails(details: Readonly<Record<string, string>>): AuditDetail[] {
  return Object.entries(details)
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([key, value]) => ({ label: auditDetailLabels[key] ?? key, value: auditDetailValue(key, value) }));
}

/**
 * The server's uptime in the System information, in German units, e.g. '24 Std. 15 Min.' (hours keep
 * counting past a day); under a minute '0 Std. 0 Min.'.
 */
export function adminUptime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${hours} Std. ${minutes} Min.`;
}

/**
 * 'Fehler beim Erstellen des Benutzers: ' plus the server message; on a network failure the same text
 * without a message, as the product requires.
 */
export function adminUserCreateError(message?: string | null): string {
  return `${adminTexts.newUserErrorPrefix}${message?.trim() ?? ""}`;
}

export { auditDetailLabels, auditFieldLabels } from "./audit-details.ts";

/** German labels of the audit log's actions. */
export const auditActionLabels = {
  login: "Anmeldung",
  login_failed: "Fehlgeschlagene Anmeldung",
  logout: "Abmeldung",
  user_created: "Benutzer erstellt",
  subuser_created: "Unterbenutzer erstellt",
  subuser_deleted: "Unterbenutzer gelöscht",
  subuser_password_reset: "Passwort eines Unterbenutzers zurückgesetzt",
  backup_downloaded: "Datensicherung heruntergeladen",
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
  guest_data_exported: "Gästedaten exportiert",
  guest_data_erased: "Gästedaten gelöscht",
} as const;
