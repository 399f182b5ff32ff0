import { LOCAL_TEST_NOTIFICATION_COUNT } from "../rules/constants.ts";

/** The push panel's test notifications: the server's test and automatic test, the local series. */
export const pushTestTexts = {
  autoTestMessage: "Automatische Testnachricht", // not in the spec
  localTestMessage: "Lokale Testbenachrichtigung", // not in the spec
  localTitle: "Lokale Testbenachrichtigungen", // not in the spec
  localIntro: `${LOCAL_TEST_NOTIFICATION_COUNT} Benachrichtigungen im Abstand von 1 Minute, direkt von diesem Gerät.`, // not in the spec
  localStart: "Lokale Tests planen", // not in the spec
  localCancel: "Lokale Tests abbrechen", // not in the spec
  localUnavailable: "Benachrichtigungen sind auf diesem Gerät nicht erlaubt.", // not in the spec
  localDone: "Alle lokalen Testbenachrichtigungen wurden angezeigt.", // not in the spec
  localUnsupported: "Dieser Browser kann keine Benachrichtigungen anzeigen.", // not in the spec
  localError: "Die Benachrichtigung konnte nicht angezeigt werden.", // not in the spec
} as const;

/** 'Lokale Testbenachrichtigung 2 von 5'. // not in the spec */
export function localTestNotificationTitle(index: number, total: number): string {
  return `${pushTestTexts.localTestMessage} ${index} von ${total}`;
}

/** '2 von 5 angezeigt, die nächste um 12:03 Uhr'. // not in the spec */
export function localTestProgress(shown: number, total: number, nextTime: string | null): string {
  const done = `${shown} von ${total} angezeigt`;
  return nextTime ? `${done}, die nächste um ${nextTime} Uhr` : done;
}

/**
 * A test notification's body with the moment it was sent, read in the restaurant's time zone, e.g.
 * 'Automatische Testnachricht · 12.05.2026, 12:00 Uhr'. Date and time come already formatted. // not in the spec
 */
export function pushTestNotificationBody(message: string, date: string, time: string): string {
  return `${message.trim()} · ${date}, ${time} Uhr`;
}
