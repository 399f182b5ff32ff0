import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app/types.ts";
import { findRestaurantOfUser } from "../auth/access.ts";
import { readSessionToken } from "../auth/session-cookie.ts";
import { strongEtagOf } from "./http-caching.ts";

/**
 * Which public answers `PublicAnswerCache` keeps (`lib/public-answer-cache.ts` says when and why), and the
 * middleware that serves them from memory. Apart from the cache itself: the middleware reads sessions and
 * the request's bindings, which the app's dependencies (holding the cache) must not import back.
 */

interface CachedRoute {
  pattern: RegExp;
  /** The restaurant the answer belongs to, or null when this answer must not be cached. */
  restaurantOf(c: Context<AppBindings>, body: unknown, match: RegExpExecArray): Promise<string | null>;
  /**
   * Whether the answer depends on the clock. Slots do, through core's minute-aligned comparisons only
   * (`start < now + leadTime`, wall times and zone offsets in whole minutes): the answer is the same for
   * every `now` in (m, m + 1 min], so the key holds `ceil(now / 1 min)`.
   */
  byMinute?: boolean;
}

const MINUTE_MS = 60 * 1000;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" ? value : null);

const routes: CachedRoute[] = [
  {
    pattern: /^\/api\/simple-timeslots\/([^/]+)\/[^/]+\/[^/]+$/,
    restaurantOf: async (_c, _body, match) => match[1] ?? null,
    byMinute: true,
  },
  {
    // The next free times on other days: slots as above, over several days (the query is in the key).
    pattern: /^\/api\/restaurants\/([^/]+)\/next-free-times$/,
    restaurantOf: async (_c, _body, match) => match[1] ?? null,
    byMinute: true,
  },
  {
    pattern: /^\/api\/restaurants\/([^/]+)$/,
    restaurantOf: async (_c, body, match) => {
      const id = text(record(record(body).data).id);
      return id === match[1] ? id : null;
    },
  },
  {
    // A restaurant's configuration or special hours under its own id (what the widget reads).
    pattern: /^\/api\/restaurants\/([^/]+)\/(?:config|special-hours)$/,
    restaurantOf: async (_c, body, match) => {
      const data = record(body).data;
      const first = record(Array.isArray(data) ? data[0] : data);
      if (first.restaurantId === undefined) return match[1] ?? null;
      return first.restaurantId === match[1] ? match[1] : null;
    },
  },
  {
    // A configuration id, restaurant id or the owner's id (older clients).
    pattern: /^\/api\/restaurantconfigs\/([^/]+)$/,
    restaurantOf: async (_c, body, match) => {
      const data = record(record(body).data);
      const restaurantId = text(data.restaurantId);
      return [data.id, data.restaurantId, data.userId].includes(match[1]) ? restaurantId : null;
    },
  },
  {
    // The owner's id (the widget passes it); a sub-user's id is not cached (sub-users come and go).
    pattern: /^\/api\/special-hours\/([^/]+)$/,
    restaurantOf: async (c, body, match) => {
      const userId = match[1] ?? "";
      const first = record((record(body).data as unknown[] | undefined)?.[0]);
      if (first.userId !== undefined) return first.userId === userId ? text(first.restaurantId) : null;
      const restaurant = await findRestaurantOfUser(c.get("deps").db, userId);
      return restaurant.ownerId === userId ? restaurant.id : null;
    },
  },
];

/**
 * Serves and keeps the public answers above for anonymous GETs. It runs before the session middleware:
 * a request without a session cookie is anonymous and is answered from memory at once; one with a cookie
 * goes on (its session is read), and its answer is kept only if the session turned out to be none.
 */
export const publicAnswers = createMiddleware<AppBindings>(async (c, next) => {
  if (c.req.method !== "GET") return next();
  const path = c.req.path;
  const found = cachedRouteOf(path);
  if (!found) return next();
  const { route, match } = found;
  const { publicAnswers: cache, now } = c.get("deps");
  const nowMs = now().getTime();
  const query = c.req.url.indexOf("?");
  const key = answerKey(route, path, query >= 0 ? c.req.url.slice(query) : "", nowMs);
  if (readSessionToken(c) === null) {
    const hit = cache.read(key, nowMs);
    if (hit) return c.body(hit.body, 200, { "Content-Type": hit.contentType, ETag: hit.etag });
  }
  const stamp = cache.stamp;
  await next();
  if (c.get("user") !== null) return;
  const res = c.res;
  const contentType = res.headers.get("Content-Type") ?? "";
  if (res.status !== 200 || !contentType.startsWith("application/json")) return;
  const body = await res.clone().text();
  const restaurantId = await route.restaurantOf(c, JSON.parse(body), match).catch(() => null);
  if (restaurantId)
    cache.store(key, restaurantId, { body, contentType, etag: strongEtagOf(body) }, stamp, nowMs);
});

/** The cached route a path belongs to, with its match; undefined for any other path. */
function cachedRouteOf(path: string): { route: CachedRoute; match: RegExpExecArray } | undefined {
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match) return { route, match };
  }
  return undefined;
}

/** An answer's key: the path, the query as sent (`?…` or ""), and the minute for answers that depend on it. */
function answerKey(route: CachedRoute, path: string, search: string, nowMs: number): string {
  return `${path}${search}${route.byMinute ? `|${Math.ceil(nowMs / MINUTE_MS)}` : ""}`;
}
