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
  analyticsComingSoon: "Detaillierte Analysen folgen in zukünftigen Updates.", // not in the spec
  tileUsers: "Benutzer gesamt", // not in the spec
  tileRestaurants: "Restaurants", // not in the spec
  tileActiveSessions: "Aktive Sitzungen", // not in the spec
  tileActiveSessionsValue: "12",
  tileSystemStatus: "Systemstatus", // not in the spec
  tileSystemStatusValue: "Online",
  quickActionsTitle: "Quick Actions",
  addUser: "Neuen Benutzer hinzufügen",
  systemBackup: "System-Backup",
  showLogs: "Logs anzeigen",
  systemInfoTitle: "System Info",
  systemInfoStatusLabel: "Status", // not in the spec
  systemInfoStatusValue: "Online",
  systemInfoUptimeLabel: "Uptime",
  systemInfoUptimeValue: "24h 15m",
  systemInfoVersionLabel: "Version",
  systemInfoVersionValue: "1.0.0",
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
} as const;

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
