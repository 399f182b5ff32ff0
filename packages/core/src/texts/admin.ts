import * as project from "./project/admin.ts";
import { auditActionLabels } from "./project/admin.ts";
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
  statusOnline: "Online",
  quickActionsTitle: "Quick Actions",
  addUser: "Neuen Benutzer hinzufügen",
  systemBackup: "System-Backup",
  showLogs: "Logs anzeigen",
  systemInfoTitle: "System Info",
  systemInfoUptimeLabel: "Uptime",
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
 * The server's uptime as the spec's System Info shows it, e.g. '24h 15m' (hours keep counting past a
 * day); under a minute '0h 0m'. // format from the spec's static value
 */
export function adminUptime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${hours}h ${minutes}m`;
}

/**
 * 'Fehler beim Erstellen des Benutzers: ' plus the server message; on a network failure the same text
 * without a message (spec: "the same text without the message").
 */
export function adminUserCreateError(message?: string | null): string {
  return `${adminTexts.newUserErrorPrefix}${message?.trim() ?? ""}`;
}

export { auditActionLabels } from "./project/admin.ts";
