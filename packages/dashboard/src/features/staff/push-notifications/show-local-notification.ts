import type { LocalTestNotification } from "./local-test-notifications.ts";

/** Whether this browser can show notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

/** Asks for permission when it was not decided yet; resolves whether notifications may be shown. */
export async function notificationsAllowed(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === "default") await Notification.requestPermission();
  return Notification.permission === "granted";
}

/** Shows a notification through the dashboard's service worker, or directly where there is none. */
export async function showLocalNotification(notification: LocalTestNotification): Promise<void> {
  const options: NotificationOptions = { body: notification.body, tag: notification.tag, lang: "de" };
  const registration =
    "serviceWorker" in navigator
      ? await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL)
      : undefined;
  if (registration) {
    await registration.showNotification(notification.title, options);
    return;
  }
  new Notification(notification.title, options);
}
