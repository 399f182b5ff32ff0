import type { Logger } from "../lib/logger.ts";
import { describeError } from "../lib/safe-error.ts";
import type { Lease } from "./lease.ts";

export type LeaseListener = (held: boolean) => void;

/**
 * Keeps a lease for this process: tries to acquire it at once and then every third of its TTL, renewing
 * it while held, so a holder that dies is replaced within TTL + a third. `isHeld()` is true only until the
 * expiry last written: a process whose renewals stall stops its work before anyone else may start it.
 */
export class LeaseKeeper {
  readonly lease: Lease;
  readonly #logger: Logger;
  readonly #renewEveryMs: number;
  readonly #listeners = new Set<LeaseListener>();
  #expiresAt: Date | null = null;
  #reported = false;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<boolean> | undefined;
  #stopped = true;

  constructor(lease: Lease, logger: Logger, renewEveryMs = Math.floor(lease.ttlMs / 3)) {
    this.lease = lease;
    this.#logger = logger;
    this.#renewEveryMs = renewEveryMs;
  }

  /** True while this process holds the lease (by the expiry it last wrote, on the lease's clock). */
  isHeld = (): boolean => this.#expiresAt !== null && this.#expiresAt.getTime() > this.lease.now().getTime();

  /** Called with `true` when this process gains the lease and `false` when it loses or releases it. */
  onChange(listener: LeaseListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** One attempt to acquire or renew; resolves with whether the lease is held afterwards. */
  tick(): Promise<boolean> {
    this.#running ??= this.#attempt().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#loop();
  }

  /** Stops renewing and releases the lease if held. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    if (this.#expiresAt === null) return;
    this.#expiresAt = null;
    this.#report("lease released");
    await this.lease
      .release()
      .catch((error) =>
        this.#logger.warn("lease release failed", { lease: this.lease.name, ...describeError(error) }),
      );
  }

  #loop(): void {
    void this.tick().finally(() => {
      if (this.#stopped) return;
      this.#timer = setTimeout(() => this.#loop(), this.#renewEveryMs);
      this.#timer.unref();
    });
  }

  async #attempt(): Promise<boolean> {
    try {
      this.#expiresAt = await this.lease.acquire();
    } catch (error) {
      // A failed renewal keeps what was held until its expiry; `isHeld()` turns false then by itself.
      this.#logger.warn("lease renewal failed", { lease: this.lease.name, ...describeError(error) });
    }
    this.#report();
    return this.isHeld();
  }

  #report(lossMessage = "lease lost"): void {
    const held = this.isHeld();
    if (held === this.#reported) return;
    this.#reported = held;
    this.#logger.info(held ? "lease acquired" : lossMessage, {
      lease: this.lease.name,
      holder: this.lease.holder,
    });
    for (const listener of [...this.#listeners]) {
      try {
        listener(held);
      } catch (error) {
        this.#logger.error("lease listener failed", { lease: this.lease.name, ...describeError(error) });
      }
    }
  }
}
