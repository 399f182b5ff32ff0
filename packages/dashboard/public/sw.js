// Tischservice dashboard service worker (hand-written, no build step).
// - App shell: the dashboard's index.html and the assets it names are cached at install; navigations
//   are network-first and fall back to the cached shell, so the installed app opens offline.
// - Hashed assets (/app/assets/*) are cache-first (they never change under the same name).
// - API data stays network-first: a GET answer is kept as a fallback for when the network is gone;
//   signing out clears that copy. Live streams and the backup download are never cached.
// - Web push: each push is shown as a notification; a click opens (or focuses) its reservation.
/* eslint-env serviceworker */
/// <reference lib="webworker" />

const VERSION = "v1";
const SHELL_CACHE = `tischservice-shell-${VERSION}`;
const ASSET_CACHE = `tischservice-assets-${VERSION}`;
const API_CACHE = `tischservice-api-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, API_CACHE];

const scope = new URL(self.registration.scope);
const shellUrl = new URL("./", scope).href;
const staticFiles = ["manifest.webmanifest", "icon-192.png", "icon-512.png"].map(
  (file) => new URL(file, scope).href,
);
const offlineMessage = "Sie sind offline. Bitte prüfen Sie Ihre Internetverbindung.";

/** The asset URLs index.html loads (scripts, styles, preloads), read from its text. */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const url = new URL(match[1], shellUrl);
    if (url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}assets/`))
      urls.add(url.href);
  }
  return [...urls];
}

async function cacheShell() {
  const response = await fetch(shellUrl, { cache: "no-cache", credentials: "same-origin" });
  if (!response.ok) throw new Error(`shell ${response.status}`);
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(shellUrl, response);
  await shell.addAll(staticFiles).catch(() => undefined);
  const assets = await caches.open(ASSET_CACHE);
  await assets.addAll(assetsOf(html));
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("tischservice-") && !CACHES.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function offlineJson() {
  return new Response(JSON.stringify({ success: false, message: offlineMessage }), {
    status: 503,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

async function apiNetworkFirst(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request)) ?? offlineJson();
  }
}

async function navigationNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(shellUrl, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(shellUrl);
    return (
      cached ??
      new Response(offlineMessage, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    );
  }
}

async function assetCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staticStaleWhileRevalidate(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => cached ?? Response.error());
  return cached ?? fresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  if (url.pathname.startsWith("/api/")) {
    // Signing out: forget every cached answer of this user.
    if (request.method === "POST" && url.pathname === "/api/users/logout") {
      event.waitUntil(caches.delete(API_CACHE));
      return;
    }
    if (request.method !== "GET") return;
    const live =
      request.headers.get("Accept")?.includes("text/event-stream") ||
      url.pathname.startsWith("/api/notifications/listen/");
    if (live || url.pathname === "/api/admin/backup") return;
    event.respondWith(apiNetworkFirst(request));
    return;
  }
  if (request.method !== "GET" || !url.pathname.startsWith(scope.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigationNetworkFirst(request));
    return;
  }
  if (url.pathname.startsWith(`${scope.pathname}assets/`)) {
    event.respondWith(assetCacheFirst(request));
    return;
  }
  event.respondWith(staticStaleWhileRevalidate(request));
});

/** A push's payload: `{ title, body, url?, tag? }` as the API sends it. */
function readPush(event) {
  try {
    const data = event.data?.json();
    if (data && typeof data.title === "string") return data;
  } catch {
    // not JSON: show the text
  }
  return { title: "Tischservice", body: event.data?.text() ?? "" };
}

self.addEventListener("push", (event) => {
  const message = readPush(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body ?? "",
      icon: new URL("icon-192.png", scope).href,
      badge: new URL("icon-192.png", scope).href,
      lang: "de",
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: new URL(message.url ?? scope.pathname, scope.origin).href },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = event.notification.data?.url ?? shellUrl;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const ours = windows.find((client) => client.url.startsWith(shellUrl));
      if (ours) {
        await ours.focus();
        return ours.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
