import * as project from "./project/admin.ts";
import { auditActionLabels } from "./project/admin.ts";
/**
 * Admin area (platform spec sections 2 and 8). The spec's English words (Analytics, Quick Actions, System
 * Info, Uptime, Logs, Backup, Online, Dashboard) are German here: the whole interface speaks German.
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
  ...project.adminTexts,
} as const;

/** Label of an audit action; an unknown action shows as it was stored. */
export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action;
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
 * without a message (spec: "the same text without the message").
 */
export function adminUserCreateError(message?: string | null): string {
  return `${adminTexts.newUserErrorPrefix}${message?.trim() ?? ""}`;
}

export { auditActionLabels } from "./project/admin.ts";
