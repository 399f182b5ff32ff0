/** Where the built dashboard serves its service worker; its scope is the dashboard (`/app/`). */
export const serviceWorkerUrl = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Registers the service worker (app shell cache, offline start, web push) in production builds. A
 * failure only logs: the app works without it, just not offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register(serviceWorkerUrl, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn("Service Worker konnte nicht registriert werden", error));
  });
}

/** What the page tells the worker (sw.js): who signed in, or that nobody is signed in any more. */
export type SessionChange = { type: "signed-in"; userId: string } | { type: "signed-out" };

/**
 * Tells the dashboard's service worker about a sign-in or sign-out: when the user changes, and on
 * sign-out, it deletes every cache but the app shell. Resolves once the message is posted (the worker
 * finishes on its own, even after the page has left); without a worker there is nothing to clear.
 */
export async function tellServiceWorker(change: SessionChange): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
    registration?.active?.postMessage(change);
  } catch (error) {
    console.warn("Service Worker nicht erreichbar", error);
  }
}
