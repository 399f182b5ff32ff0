import type { EventBus } from "../events/event-bus.ts";
import type { Logger } from "../lib/logger.ts";
import type { DayInputs } from "./day-inputs.ts";

interface Entry {
  inputs: DayInputs;
  storedAt: number;
}

/**
 * Each restaurant's day inputs for `simple-timeslots`, kept in memory and dropped by the same events
 * that feed the live stream (this process's and, through LISTEN, every other process's commits). Entries
 * are kept only while the LISTEN connection is up, and for at most `ttlMs` besides. The booking
 * transaction re-reads everything under its lock, so a stale entry can show a slot that is gone, never
 * book it twice.
 */
export class DayInputsCache {
  readonly #entries = new Map<string, Entry>();
  /** Per restaurant: bumped by every invalidation, so a load that raced one is not stored. */
  readonly #generations = new Map<string, number>();
  readonly #subscribed = new Map<string, Promise<boolean>>();

  constructor(
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly maxEntries = 5000,
    private readonly ttlMs = 5 * 60 * 1000,
  ) {
    bus.onReset(() => this.clear());
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
    const hit = this.#entries.get(key);
    const nowMs = Date.now();
    if (hit && nowMs - hit.storedAt < this.ttlMs && this.bus.healthy) return hit.inputs;
    if (!this.#subscribed.has(restaurantId)) await ensureExists();
    const listening = await this.#listen(restaurantId);
    const generation = this.#generations.get(restaurantId) ?? 0;
    const inputs = await load();
    if (listening && this.bus.healthy && (this.#generations.get(restaurantId) ?? 0) === generation) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(key, { inputs, storedAt: nowMs });
    }
    return inputs;
  }

  /** Drops every day of a restaurant (after a local commit, or on its event). */
  invalidate(restaurantId: string): void {
    this.#generations.set(restaurantId, (this.#generations.get(restaurantId) ?? 0) + 1);
    const prefix = `${restaurantId}|`;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  clear(): void {
    for (const restaurantId of this.#generations.keys()) this.invalidate(restaurantId);
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #listen(restaurantId: string): Promise<boolean> {
    let subscribed = this.#subscribed.get(restaurantId);
    if (!subscribed) {
      subscribed = this.bus
        .subscribe(restaurantId, () => this.invalidate(restaurantId))
        .then(() => true)
        .catch((error) => {
          this.logger.warn("slot cache cannot listen", { error: String(error) });
          this.#subscribed.delete(restaurantId);
          return false;
        });
      this.#subscribed.set(restaurantId, subscribed);
    }
    return subscribed;
  }
}
