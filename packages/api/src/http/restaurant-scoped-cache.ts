import type { EventBus } from "../events/event-bus.ts";
import type { Logger } from "../lib/logger.ts";

interface Entry<V> {
  value: V;
  restaurantId: string;
  storedAt: number;
}

/**
 * Values that each belong to one restaurant, kept in this process's memory and correct with many
 * processes on one database:
 * - Every write to a restaurant's data publishes an event on its channel at commit, and this process
 *   LISTENs on the channel of every restaurant it keeps values of: any event of a restaurant, from any
 *   process, drops its values (`invalidate`; local commits call it directly as well).
 * - Values are served only while this process's LISTEN connection is up (`bus.healthy`); a lost
 *   connection drops everything (`clear` on the bus's reset), since events may have been missed meanwhile.
 * - A value is kept only if this process already listened on its restaurant's channel when the load
 *   began and no event of that restaurant (and no reset) came since: the load takes `stamp` before it
 *   begins and passes it to `store`, so a load that raced a write is never kept.
 * - Values also end after `maxAgeMs`, a safety net rather than the mechanism; at `maxEntries` all go.
 */
export class RestaurantScopedCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  /** Per restaurant: whether its LISTEN is in place (pending while it subscribes). */
  readonly #subscriptions = new Map<string, Promise<boolean>>();
  readonly #listening = new Set<string>();
  /** Per restaurant: the `stamp` of its last event or of the moment this process began to listen. */
  readonly #changedAt = new Map<string, number>();
  #clearedAt = 0;
  #stamp = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly logger: Logger,
    /** Names the cache in the log. */
    private readonly name: string,
    private readonly maxEntries = 5000,
    private readonly maxAgeMs = 5 * 60 * 1000,
  ) {
    bus.onReset(() => this.clear());
  }

  /** Taken before a load begins and passed to `store` (see above). */
  get stamp(): number {
    return this.#stamp;
  }

  get size(): number {
    return this.#entries.size;
  }

  read(key: K, nowMs: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.bus.healthy && nowMs >= entry.storedAt && nowMs - entry.storedAt < this.maxAgeMs)
      return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /**
   * Keeps a value loaded since `stamp` (see above). While this process does not yet listen on the
   * restaurant's channel, it only starts listening: the next load is kept.
   */
  store(key: K, restaurantId: string, value: V, stamp: number, nowMs: number): void {
    if (!this.#listening.has(restaurantId)) {
      void this.listen(restaurantId);
      return;
    }
    const changedAt = Math.max(this.#clearedAt, this.#changedAt.get(restaurantId) ?? 0);
    if (changedAt > stamp || !this.bus.healthy) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, restaurantId, storedAt: nowMs });
  }

  /** Whether this process listens, or has begun to listen, on the restaurant's channel. */
  subscribed(restaurantId: string): boolean {
    return this.#subscriptions.has(restaurantId);
  }

  /** Listens on the restaurant's channel (once); resolves to whether the LISTEN is in place. */
  listen(restaurantId: string): Promise<boolean> {
    let subscription = this.#subscriptions.get(restaurantId);
    if (!subscription) {
      subscription = this.bus
        .subscribe(restaurantId, () => this.invalidate(restaurantId))
        .then(() => {
          this.#changed(restaurantId);
          this.#listening.add(restaurantId);
          return true;
        })
        .catch((error) => {
          this.logger.warn(`${this.name} cannot listen`, { error: String(error) });
          this.#subscriptions.delete(restaurantId);
          return false;
        });
      this.#subscriptions.set(restaurantId, subscription);
    }
    return subscription;
  }

  /** Drops every value of a restaurant (on its event, or after a local commit). */
  invalidate(restaurantId: string): void {
    this.#changed(restaurantId);
    for (const [key, entry] of this.#entries)
      if (entry.restaurantId === restaurantId) this.#entries.delete(key);
  }

  clear(): void {
    this.#stamp += 1;
    this.#clearedAt = this.#stamp;
    this.#changedAt.clear();
    this.#entries.clear();
  }

  #changed(restaurantId: string): void {
    this.#stamp += 1;
    this.#changedAt.set(restaurantId, this.#stamp);
  }
}
