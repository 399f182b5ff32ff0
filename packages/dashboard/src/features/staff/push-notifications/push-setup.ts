import { checkPushEndpoint, pushDeviceTexts } from "@tischservice/core";
import { fetchVapidPublicKey, registerPushSubscription } from "../../../api/push.ts";
import { serviceWorkerUrl } from "../../../lib/register-service-worker.ts";
import { vapidKeyToBytes } from "./vapid-key.ts";

/** Where this device stands with push: the panel shows one state at a time. */
export type PushSetupState =
  | { kind: "unsupported" }
  | { kind: "idle" }
  | { kind: "requesting" }
  | { kind: "denied" }
  | { kind: "initialising" }
  | { kind: "registered" }
  | { kind: "error"; message: string | null };

/** Whether this browser can receive web pushes at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The dashboard's service worker registration, registering it when it is not there yet. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  if (existing) return existing;
  await navigator.serviceWorker.register(serviceWorkerUrl, { scope: import.meta.env.BASE_URL });
  return navigator.serviceWorker.ready;
}

/** The state at page load: registered when permission is granted and a subscription exists. */
export async function currentPushState(): Promise<PushSetupState> {
  if (!pushSupported()) return { kind: "unsupported" };
  if (Notification.permission === "denied") return { kind: "denied" };
  if (Notification.permission !== "granted") return { kind: "idle" };
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? { kind: "registered" } : { kind: "idle" };
}

/**
 * Asks for permission, subscribes with the server's VAPID key and registers the subscription at the
 * API; `onStep` reports "requesting" and "initialising" on the way.
 */
export async function enablePush(onStep: (state: PushSetupState) => void): Promise<PushSetupState> {
  if (!pushSupported()) return { kind: "unsupported" };
  onStep({ kind: "requesting" });
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { kind: "denied" };
  onStep({ kind: "initialising" });
  const [registration, publicKey] = await Promise.all([serviceWorker(), fetchVapidPublicKey()]);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyToBytes(publicKey),
    }));
  // The server accepts only the browsers' push services (core's rule); say so at once instead of a 400.
  if (!checkPushEndpoint(subscription.endpoint).ok) {
    return { kind: "error", message: pushDeviceTexts.endpointRefused };
  }
  await registerPushSubscription(subscription.toJSON());
  return { kind: "registered" };
}
