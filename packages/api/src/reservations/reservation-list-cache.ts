import type { Restaurant } from "../db/schema/index.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { Logger } from "../lib/logger.ts";
import { RestaurantScopedCache } from "../lib/restaurant-scoped-cache.ts";

/**
 * The staff's reservation list of a restaurant (`GET /api/reservations/restaurant/{id}`), as the JSON
 * answered (its text), with the restaurant row it was read for, per restaurant id and restaurant-local day; a hit asks the database nothing. Reading every reservation of a restaurant with years
 * of history costs tens of milliseconds; every dashboard (and every open tab) asks again after each event,
 * so the list is made once per change and answered from memory until the next.
 *
 * Why it stays correct with many processes (the mechanism is `RestaurantScopedCache`'s): every write to
 * what the list shows (reservations, their tables, the tables' names, the restaurant's name; bookings,
 * status changes, reminders, guests' answers, erasure, retention) publishes an event on the restaurant's
 * channel at its commit, and any event of the restaurant, from any process, drops its list. A kept list
 * holds the restaurant's day it was read on and serves only on that day: past pending reservations are
 * confirmed by the list's first read of a new day, and only a list whose read confirmed none is kept (a
 * read that confirmed some publishes a change). Who may read it is checked on every request against the
 * kept restaurant row (its owner changes only with an event); the list is the same for every member of
 * the staff.
 */
export interface KeptList {
  /** The restaurant row the list was read for (who may read it is checked against it). */
  restaurant: Restaurant;
  /** The restaurant's local day the list was read on. */
  today: string;
  /** The answer's JSON text. */
  answer: string;
}

export class ReservationListCache extends RestaurantScopedCache<string, KeptList> {
  constructor(bus: EventBus, logger: Logger, maxEntries = 500, maxAgeMs?: number) {
    super(bus, logger, "reservation list cache", maxEntries, maxAgeMs);
  }
}
