import { createHash } from "node:crypto";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";

/**
 * How long a browser or a CDN may reuse an anonymous public read, and how long past that it may still
 * answer with it while it asks again. A guest may thus see a slot up to this long after it was taken; the
 * booking itself checks the slot again in its transaction and refuses a taken one (409).
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=15, stale-while-revalidate=60";

/**
 * The public reads every guest's widget and booking page asks for: free slots (of a day, and the next
 * free times on other days), a restaurant's public data, its opening hours and its special hours (Hono
 * path patterns).
 */
export const publicReadPaths = [
  "/api/simple-timeslots/:restaurantId/:date/:guests",
  "/api/restaurants/:restaurantId/next-free-times",
  "/api/restaurants/:restaurantId",
  "/api/restaurants/:restaurantId/config",
  "/api/restaurants/:restaurantId/special-hours",
  "/api/restaurantconfigs/:id",
  "/api/special-hours/:userId",
] as const;

/**
 * The strong ETag Hono's `etag` gives these bytes (SHA-1, hex, quoted): an answer kept in memory carries
 * it, so a repeated read is neither hashed again nor copied to be hashed.
 */
export const strongEtagOf = (body: string) => `"${createHash("sha1").update(body).digest("hex")}"`;

/**
 * A strong ETag from the answer's bytes (Hono's `etag`; `compress` makes it weak when it compresses) and
 * `304 Not Modified` for a matching `If-None-Match`. A 304 keeps the widget's CORS header and the request
 * id besides what the standard asks for.
 */
const etags = etag({
  retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin", "x-request-id"],
  // Node's own SHA-1: the Web Crypto digest Hono uses by default cost several times as much per answer.
  generateDigest: (body) => {
    const digest = createHash("sha1").update(body).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
  },
});

/**
 * HTTP caching of the public reads. An anonymous answer (no session, or one that is no longer valid) may be
 * kept by browsers and shared caches for `PUBLIC_READ_CACHE_CONTROL`; a signed-in caller's answer can
 * differ (staff see more), so it keeps the API's `no-store`, and every answer says `Vary: Cookie`: a cache
 * never hands the anonymous answer to a request with a session cookie, nor the other way round. The
 * widget calls from restaurants' own sites without cookies, so its reads are the ones a CDN carries.
 * Failures keep `no-store`.
 */
export const publicReadCaching = createMiddleware<AppBindings>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  return etags(c, async () => {
    await next();
    c.res.headers.append("Vary", "Cookie");
    if (c.res.status === 200 && c.get("user") === null) {
      c.res.headers.set("Cache-Control", PUBLIC_READ_CACHE_CONTROL);
    }
  });
});

/**
 * API answers say `Cache-Control: no-store` unless their route chose otherwise (the public reads above,
 * uploaded pictures): they carry guests' and staff's data. Live streams always do (Hono's `streamSSE`
 * says only `no-cache`).
 */
export const apiNoStore = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has("Cache-Control") || headers.get("Content-Type")?.startsWith("text/event-stream")) {
    headers.set("Cache-Control", "no-store");
  }
});
