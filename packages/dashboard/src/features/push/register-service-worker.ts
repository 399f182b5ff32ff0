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
