import { liveNoticeTexts } from "./live-notices.ts";

export { liveNoticeTexts } from "./live-notices.ts";

/** The push notification test panel; its wording is ours. */
export const pushTexts = {
  title: "Push-Benachrichtigungen",
  requestingPermission: "Berechtigung wird angefragt...",
  permissionDenied: "Benachrichtigungen wurden nicht erlaubt.",
  initialising: "Wird initialisiert...",
  ready: "Bereit",
  sendTest: "Testnachricht senden",
  testMessage: "Dies ist eine Testnachricht von Tischservice.",
  startAutoTest: "Automatischen Test starten",
  stopAutoTest: "Automatischen Test stoppen",
  showDevices: "Geräte anzeigen",
  showStatus: "Status anzeigen",
  schedulerRunning: "Automatischer Test läuft",
  schedulerStopped: "Automatischer Test gestoppt",
  newReservationTitle: liveNoticeTexts.newReservationTitle,
  intro: "Erhalten Sie neue Reservierungen als Benachrichtigung auf diesem Gerät.",
  enable: "Benachrichtigungen aktivieren",
  enabled: "Dieses Gerät ist registriert.",
  unsupported: "Dieser Browser unterstützt keine Push-Benachrichtigungen.",
  registerError: "Das Gerät konnte nicht registriert werden.",
  thisDeviceTitle: "Dieses Gerät",
  statusTitle: "Status",
  noDevices: "Keine Geräte registriert",
  testSent: "Testnachricht gesendet.",
  actionError: "Die Aktion ist fehlgeschlagen.",
  loadError: "Der Status konnte nicht geladen werden.",
  offline: liveNoticeTexts.offline,
  installTitle: "Tischservice",
} as const;
/** 'Keine Geräte registriert' / '1 Gerät registriert' / 'N Geräte registriert'. */
export function pushDeviceCount(count: number): string {
  if (count === 0) return "Keine Geräte registriert";
  return count === 1 ? "1 Gerät registriert" : `${count} Geräte registriert`;
}
export { newReservationNotificationBody } from "./live-notices.ts";
