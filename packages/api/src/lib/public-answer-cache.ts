import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { findRestaurantOfUser } from "../auth/access.ts";
import { readSessionToken } from "../auth/session-cookie.ts";
import type { EventBus } from "../events/event-bus.ts";
import { strongEtagOf } from "./http-caching.ts";
import type { Logger } from "./logger.ts";
import { RestaurantScopedCache } from "./restaurant-scoped-cache.ts";
import type { AppBindings } from "./types.ts";

/**
 * The public answers every guest's widget asks for, kept in this process's memory. Browsers and CDNs keep
 * them briefly as well (`http-caching.ts`), but each widget's first read, every read after `max-age` and
 * every read without a CDN in front still reaches the server; answered from the database these took
 * 3–35 ms each on the embedded database, from here about 0.3 ms (measured side by side with
 * `app.request`, 300 reads each), so the cache stays.
 *
 * When it is cleared, one rule: an answer lives until its restaurant's next change event, from any
 * process. Every write to what these answers show (the restaurant row, its configuration, special hours,
 * tables, reservations and their table assignments) publishes `pg_notify` on the restaurant's channel inside
 * or right after its transaction (`publishChange`, the `changeEvents` middleware, `delete-accounts`), and
 * every process drops the restaurant's answers when it hears it. What could let an event go unheard drops
 * everything: a lost event connection (`RestaurantScopedCache`, with its `maxAgeMs` as the last safety
 * net). The restaurant of an answer is known only once it is made, so the first answer of a restaurant
 * only starts listening and the next one is stored.
 *
 * What a guest books against (slots) may be a few milliseconds old between a commit and its event; the
 * booking itself re-reads the day under the restaurant-and-day lock in its transaction, so a stale slot
 * can be shown, never booked twice. Only anonymous GETs are cached (answers for staff and admins differ),
 * only 200 answers, only ids whose restaurant never changes (restaurant, configuration and owner ids; not
 * a sub-user's id). The answers hold no personal data: restaurants' public fields, opening hours, special
 * hours, free slots.
 */

export interface Answer {
  /** The answer's JSON text. */
  body: string;
  contentType: string;
  /** Its ETag, as HTTP caching would compute it. */
  etag: string;
}

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

/** The public answers above, per restaurant (see `RestaurantScopedCache` for why they stay correct). */
export class PublicAnswerCache extends RestaurantScopedCache<string, Answer> {
  constructor(bus: EventBus, logger: Logger, maxEntries?: number, maxAgeMs?: number) {
    super(bus, logger, "public answer cache", maxEntries, maxAgeMs);
  }
}

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
