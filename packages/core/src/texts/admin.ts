import * as project from "./project/admin.ts";
import { auditActionLabels } from "./project/admin.ts";
import { auditDetailLabels, auditDetailValueLabels, auditFieldLabels } from "./project/audit-details.ts";
import { userRoleLabel } from "./roles.ts";
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
 * without a message (spec: "the same text without the message").
 */
export function adminUserCreateError(message?: string | null): string {
  return `${adminTexts.newUserErrorPrefix}${message?.trim() ?? ""}`;
}

export { auditActionLabels } from "./project/admin.ts";
export { auditDetailLabels, auditFieldLabels } from "./project/audit-details.ts";
