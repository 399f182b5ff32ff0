import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the key's window ends (0 when allowed and fresh). */
  retryAfterSeconds: number;
}

/** Expired counters are swept after this many hits (of this process). */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters per key (e.g. `login:ip:1.2.3.4`), kept in the database so that every process
 * of the service counts against the same limit. Each hit is one atomic upsert: concurrent hits from
 * several processes are all counted.
 */
export class RateLimiter {
  readonly #db: Db;
  #hitsSinceSweep = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Counts one attempt; false when the key has used up its `limit` within `windowMs`. */
  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    return (await this.consume(key, limit, windowMs, now)).allowed;
  }

  /** Counts one attempt and says whether it is allowed and, if not, when the window ends. */
  async consume(key: string, limit: number, windowMs: number, now: Date): Promise<RateDecision> {
    await this.#maybeSweep(now);
    const ends = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimitCounters.expiresAt} <= ${now}`;
    const [row] = await this.#db
      .insert(rateLimitCounters)
      .values({ key, windowStart: now, count: 1, expiresAt: ends })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          windowStart: sql`case when ${expired} then ${now} else ${rateLimitCounters.windowStart} end`,
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          expiresAt: sql`case when ${expired} then ${ends} else ${rateLimitCounters.expiresAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
    if (!row) return { allowed: true, retryAfterSeconds: 0 };
    const allowed = row.count <= limit;
    const retryAfterSeconds = allowed
      ? 0
      : Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
    return { allowed, retryAfterSeconds };
  }

  /** Forgets a key (e.g. the failed sign-ins of an address after a successful one). */
  async reset(key: string): Promise<void> {
    await this.#db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  /** Forgets every counter (tests). */
  async clear(): Promise<void> {
    await this.#db.delete(rateLimitCounters);
  }

  async #maybeSweep(now: Date): Promise<void> {
    this.#hitsSinceSweep += 1;
    if (this.#hitsSinceSweep < SWEEP_EVERY) return;
    this.#hitsSinceSweep = 0;
    await purgeExpiredRateLimitCounters(this.#db, now);
  }
}

/** Deletes the counters whose window has ended (also the cluster's scheduled purge); returns how many. */
export async function purgeExpiredRateLimitCounters(db: Db, now: Date): Promise<number> {
  const purged = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return purged.length;
}
