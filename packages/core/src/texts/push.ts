import { guestCountLabel } from "./common.ts";

/** The push notification test panel (platform spec section 2). The spec shows no wording. */
export const pushTexts = {
  title: "Push-Benachrichtigungen", // not in the spec
  requestingPermission: "Berechtigung wird angefragt...", // not in the spec
  permissionDenied: "Benachrichtigungen wurden nicht erlaubt.", // not in the spec
  initialising: "Wird initialisiert...", // not in the spec
  ready: "Bereit", // not in the spec
  sendTest: "Testnachricht senden", // not in the spec
  testMessage: "Dies ist eine Testnachricht von Tischservice.", // not in the spec
  startAutoTest: "Automatischen Test starten", // not in the spec
  stopAutoTest: "Automatischen Test stoppen", // not in the spec
  showDevices: "Geräte anzeigen", // not in the spec
  showStatus: "Status anzeigen", // not in the spec
  schedulerRunning: "Automatischer Test läuft", // not in the spec
  schedulerStopped: "Automatischer Test gestoppt", // not in the spec
  newReservationTitle: "Neue Reservierung", // not in the spec
  intro: "Erhalten Sie neue Reservierungen als Benachrichtigung auf diesem Gerät.", // not in the spec
  enable: "Benachrichtigungen aktivieren", // not in the spec
  enabled: "Dieses Gerät ist registriert.", // not in the spec
  unsupported: "Dieser Browser unterstützt keine Push-Benachrichtigungen.", // not in the spec
  registerError: "Das Gerät konnte nicht registriert werden.", // not in the spec
  thisDeviceTitle: "Dieses Gerät", // not in the spec
  statusTitle: "Status", // not in the spec
  noDevices: "Keine Geräte registriert", // not in the spec
  testSent: "Testnachricht gesendet.", // not in the spec
  actionError: "Die Aktion ist fehlgeschlagen.", // not in the spec
  loadError: "Der Status konnte nicht geladen werden.", // not in the spec
  offline: "Sie sind offline. Angezeigte Daten können veraltet sein.", // not in the spec
  installTitle: "Tischservice", // not in the spec
} as const;

/** 'Keine Geräte registriert' / '1 Gerät registriert' / 'N Geräte registriert'. // not in the spec */
export function pushDeviceCount(count: number): string {
  if (count === 0) return "Keine Geräte registriert";
  return count === 1 ? "1 Gerät registriert" : `${count} Geräte registriert`;
}

/**
 * Body of a new-reservation notification, e.g. 'Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen'.
 * Date and time come already formatted. // not in the spec
 */
export function newReservationNotificationBody(reservation: {
  customerName: string;
  date: string;
  time: string;
  guests: number;
}): string {
  const guests = guestCountLabel(reservation.guests);
  return [reservation.customerName.trim(), reservation.date, reservation.time, guests]
    .filter((part) => part !== "")
    .join(" · ");
}
