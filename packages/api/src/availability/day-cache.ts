import type { EventBus } from "../events/event-bus.ts";
import { RestaurantScopedCache } from "../http/restaurant-scoped-cache.ts";
import type { Logger } from "../lib/logger.ts";
import type { DayInputs } from "./day-inputs.ts";

/**
 * Each restaurant's day inputs for `simple-timeslots`, kept in memory and dropped by the same events
 * that feed the live stream (see `RestaurantScopedCache`). The booking transaction re-reads everything
 * under its lock, so a stale entry can show a slot that is gone, never book it twice.
 */
export class DayInputsCache extends RestaurantScopedCache<string, DayInputs> {
  constructor(bus: EventBus, logger: Logger, maxEntries?: number, ttlMs?: number) {
    super(bus, logger, "slot cache", maxEntries, ttlMs);
  }

  /**
   * The day's inputs from memory, or from `load`. Before this process first LISTENs for a restaurant,
   * `ensureExists` must pass (it throws for an unknown id), so invented ids never leave a listener behind.
   */
  async get(
    restaurantId: string,
    date: string,
    load: () => Promise<DayInputs>,
    ensureExists: () => Promise<unknown>,
  ): Promise<DayInputs> {
    const key = `${restaurantId}|${date}`;
    const nowMs = Date.now();
    const hit = this.read(key, nowMs);
    if (hit) return hit;
    if (!this.subscribed(restaurantId)) await ensureExists();
    const listening = await this.listen(restaurantId);
    const stamp = this.stamp;
    const inputs = await load();
    if (listening) this.store(key, restaurantId, inputs, stamp, nowMs);
    return inputs;
  }
}
