// Tischservice dashboard service worker (hand-written, no build step).
// - App shell: the dashboard's index.html and the assets it names are cached at install; navigations
//   are network-first and fall back to the cached shell, so the installed app opens offline.
// - Hashed assets (/app/assets/*) are cache-first (they never change under the same name).
// - Personal data is never kept: no `/api/` request is answered from or put into a cache, and no answer
//   marked `Cache-Control: no-store` is stored. The page tells the worker who signed in (it keeps only a
//   hash of the user id); when another user signs in, and on sign-out, every cache of ours but the
//   current shell and assets is deleted.
// - Web push: each push is shown as a notification; a click opens (or focuses) its reservation.
/* eslint-env serviceworker */
/// <reference lib="webworker" />

// v2: v1 kept API answers (tischservice-api-v1); activating v2 deletes them.
const VERSION = "v2";
const SHELL_CACHE = `tischservice-shell-${VERSION}`;
const ASSET_CACHE = `tischservice-assets-${VERSION}`;
/** Holds one entry: the SHA-256 of the last signed-in user's id (no name, no address). */
const SIGNED_IN_CACHE = "tischservice-signed-in";
const CACHES = [SHELL_CACHE, ASSET_CACHE, SIGNED_IN_CACHE];

const scope = new URL(self.registration.scope);
const shellUrl = new URL("./", scope).href;
const signedInKey = new URL("signed-in-user", scope).href;
const staticFiles = ["manifest.webmanifest", "icon-192.png", "icon-512.png"].map(
  (file) => new URL(file, scope).href,
);
const offlineMessage = "Sie sind offline. Bitte prüfen Sie Ihre Internetverbindung.";

/** Whether an answer may be kept: a complete same-origin success not marked `no-store`. */
function storable(response) {
  if (response.status !== 200 || response.type !== "basic") return false;
  return !/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Puts `response` into `cacheName` under `key` when it may be kept. */
async function keep(cacheName, key, response) {
  if (!storable(response)) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
}

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

/** Fetches and keeps each URL; a failure fails the install unless the files are `optional`. */
async function keepAll(cacheName, urls, optional) {
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: "same-origin" }).catch((error) => {
        if (optional) return null;
        throw error;
      });
      if (!response) return;
      if (!response.ok && !optional) throw new Error(`${url} ${response.status}`);
      await keep(cacheName, url, response);
    }),
  );
}

async function cacheShell() {
  const response = await fetch(shellUrl, { cache: "no-cache", credentials: "same-origin" });
  if (!response.ok) throw new Error(`shell ${response.status}`);
  const html = await response.clone().text();
  await keep(SHELL_CACHE, shellUrl, response);
  await keepAll(SHELL_CACHE, staticFiles, true);
  await keepAll(ASSET_CACHE, assetsOf(html), false);
}

/** Deletes every cache of ours but the current shell and assets (older workers' data caches included). */
async function deleteDataCaches() {
  for (const name of await caches.keys()) {
    if (name.startsWith("tischservice-") && name !== SHELL_CACHE && name !== ASSET_CACHE)
      await caches.delete(name);
  }
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

/** SHA-256 of a user id, hex: what the worker keeps to recognise the next sign-in's user. */
async function hashOf(userId) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(userId));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A user signed in: when it is not the user of the last sign-in, nothing of the previous one may stay. */
async function signedIn(userId) {
  const userHash = await hashOf(userId);
  const marker = await caches.open(SIGNED_IN_CACHE);
  const previous = await marker.match(signedInKey);
  if (!previous || (await previous.text()) !== userHash) {
    await deleteDataCaches();
    const fresh = await caches.open(SIGNED_IN_CACHE);
    await fresh.put(signedInKey, new Response(userHash));
  }
}

/**
 * Messages from the dashboard (register-service-worker.ts): `{ type: "signed-in", userId }` and
 * `{ type: "signed-out" }`. Only windows of our own origin can post them.
 */
self.addEventListener("message", (event) => {
  const message = event.data;
  if (message?.type === "signed-in" && typeof message.userId === "string")
    event.waitUntil(signedIn(message.userId));
  else if (message?.type === "signed-out") event.waitUntil(deleteDataCaches());
});

async function navigationNetworkFirst(request) {
  try {
    const response = await fetch(request);
    await keep(SHELL_CACHE, shellUrl, response.clone());
    return response;
  } catch {
    const cached = await caches.match(shellUrl, { cacheName: SHELL_CACHE });
    return (
      cached ??
      new Response(offlineMessage, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    );
  }
}

async function assetCacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  await keep(ASSET_CACHE, request, response.clone());
  return response;
}

async function staticStaleWhileRevalidate(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      await keep(SHELL_CACHE, request, response.clone());
      return response;
    })
    .catch(() => cached ?? Response.error());
  return cached ?? fresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // API answers (and anything outside the dashboard) always go to the network, untouched and unkept.
  if (url.origin !== scope.origin || url.pathname.startsWith("/api/")) return;
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
