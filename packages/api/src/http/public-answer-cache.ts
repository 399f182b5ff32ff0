import type { EventBus } from "../events/event-bus.ts";
import type { Logger } from "../lib/logger.ts";
import { RestaurantScopedCache } from "./restaurant-scoped-cache.ts";

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

/**
 * The public answers of `http/public-answers.ts`, per restaurant (see `RestaurantScopedCache` for why they
 * stay correct).
 */
export class PublicAnswerCache extends RestaurantScopedCache<string, Answer> {
  constructor(bus: EventBus, logger: Logger, maxEntries?: number, maxAgeMs?: number) {
    super(bus, logger, "public answer cache", maxEntries, maxAgeMs);
  }
}
