import type { EventBus } from "../events/event-bus.ts";
import type { Logger } from "../lib/logger.ts";
import { RestaurantScopedCache } from "../lib/restaurant-scoped-cache.ts";

/**
 * The staff's reservation list of a restaurant (`GET /api/reservations/restaurant/{id}`), as the JSON text
 * answered, per restaurant and restaurant-local day. Reading every reservation of a restaurant with years
 * of history costs tens of milliseconds; every dashboard (and every open tab) asks again after each event,
 * so the list is made once per change and answered from memory until the next.
 *
 * Why it stays correct with many processes (the mechanism is `RestaurantScopedCache`'s): every write to
 * what the list shows (reservations, their tables, the tables' names, the restaurant's name; bookings,
 * status changes, reminders, guests' answers, erasure, retention) publishes an event on the restaurant's
 * channel at its commit, and any event of the restaurant, from any process, drops its list. The key holds
 * the restaurant's today: past pending reservations are confirmed by the list's first read of a new day,
 * and only a list whose read confirmed none is kept (a read that confirmed some publishes a change).
 * Who may read it is checked on every request before the cache is asked; the list is the same for every
 * member of the staff.
 */
export class ReservationListCache extends RestaurantScopedCache<string, string> {
  constructor(bus: EventBus, logger: Logger, maxEntries = 500, maxAgeMs?: number) {
    super(bus, logger, "reservation list cache", maxEntries, maxAgeMs);
  }
}
