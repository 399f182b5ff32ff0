import type { Restaurant } from "../db/schema/index.ts";
import type { EventBus } from "../events/event-bus.ts";
import { RestaurantScopedCache } from "../http/restaurant-scoped-cache.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * The staff's reservation lists of a restaurant (`GET /api/reservations/restaurant/{id}`, whole or by a
 * `from`..`to` range), as the JSON answered (its text), with the restaurant row it was read for, per
 * restaurant id and range; a hit asks the database nothing. Every open dashboard (and every tab) asks again
 * for its month, week or day after each event, so each list is made once per change and answered from
 * memory until the next.
 *
 * Why it stays correct with many processes (the mechanism is `RestaurantScopedCache`'s): every write to
 * what the list shows (reservations, their tables, the tables' names, the restaurant's name; bookings,
 * status changes, reminders, guests' answers, erasure, retention, the job that confirms past pending
 * reservations) publishes an event on the restaurant's channel at its commit, and any event of the
 * restaurant, from any process, drops all its lists. Who may read one is checked on every request against
 * the kept restaurant row (its owner changes only with an event); the list is the same for every member of
 * the staff.
 */
export interface KeptList {
  /** The restaurant row the list was read for (who may read it is checked against it). */
  restaurant: Restaurant;
  /** The answer's JSON text. */
  answer: string;
}

export class ReservationListCache extends RestaurantScopedCache<string, KeptList> {
  constructor(bus: EventBus, logger: Logger, maxEntries = 500, maxAgeMs?: number) {
    super(bus, logger, "reservation list cache", maxEntries, maxAgeMs);
  }
}
