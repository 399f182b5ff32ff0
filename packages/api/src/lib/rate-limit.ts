/** Fixed-window counters in memory, per key (e.g. `login:ip:1.2.3.4`). One API process each. */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  /** Counts one attempt; false when the key has used up its `limit` within `windowMs`. */
  hit(key: string, limit: number, windowMs: number, nowMs: number): boolean {
    this.#sweep(windowMs, nowMs);
    const current = this.#windows.get(key);
    if (!current || nowMs - current.start >= windowMs) {
      this.#windows.set(key, { start: nowMs, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  }

  clear(): void {
    this.#windows.clear();
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(windowMs: number, nowMs: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, value] of this.#windows) if (nowMs - value.start >= windowMs) this.#windows.delete(key);
  }
}
