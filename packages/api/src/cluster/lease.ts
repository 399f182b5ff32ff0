import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { leases } from "../db/schema/index.ts";

/** How long a lease lasts without renewal (`LEASE_TTL_MS`); its holder renews it every third of that. */
export const DEFAULT_LEASE_TTL_MS = 30_000;
/** Shorter leases would be lost to a slow query or a pause of the event loop. */
export const MIN_LEASE_TTL_MS = 2_000;
export const MAX_LEASE_TTL_MS = 10 * 60_000;

/**
 * This process's name among the cluster's: host and pid (so an operator can tell who holds what) and a
 * random part (a restarted process with the same pid is someone else).
 */
export function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

export interface LeaseOptions {
  db: Db;
  /** What the lease is for, e.g. `outbox` or `jobs`. */
  name: string;
  holder: string;
  ttlMs?: number;
  /** The clock; tests pass a settable one. */
  now?: () => Date;
}

export interface LeaseState {
  holder: string;
  expiresAt: Date;
  acquiredAt: Date;
}

/**
 * A named lease in the `leases` table. Acquiring and renewing are the same single statement: insert the
 * row, or take it over when it has expired or is already this holder's, and say whether that happened.
 * Concurrent holders never both succeed: the row's lock orders them, and the second sees the first's expiry.
 */
export class Lease {
  readonly name: string;
  readonly holder: string;
  readonly ttlMs: number;
  readonly now: () => Date;
  readonly #db: Db;

  constructor(options: LeaseOptions) {
    this.#db = options.db;
    this.name = options.name;
    this.holder = options.holder;
    this.ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** Acquires or renews the lease; the new expiry when this holder has it now, null when another does. */
  async acquire(): Promise<Date | null> {
    const at = this.now();
    const expiresAt = new Date(at.getTime() + this.ttlMs);
    const [row] = await this.#db
      .insert(leases)
      .values({ name: this.name, holder: this.holder, expiresAt, acquiredAt: at })
      .onConflictDoUpdate({
        target: leases.name,
        set: {
          holder: this.holder,
          expiresAt,
          // A renewal keeps the moment it was first acquired; a takeover starts anew.
          acquiredAt: sql`case when ${leases.holder} = ${this.holder} then ${leases.acquiredAt} else ${at} end`,
        },
        setWhere: or(eq(leases.holder, this.holder), lte(leases.expiresAt, at)),
      })
      .returning({ expiresAt: leases.expiresAt });
    return row?.expiresAt ?? null;
  }

  /** Gives the lease up (on shutdown), so another process takes over at its next attempt. */
  async release(): Promise<boolean> {
    const released = await this.#db
      .delete(leases)
      .where(and(eq(leases.name, this.name), eq(leases.holder, this.holder)))
      .returning({ name: leases.name });
    return released.length > 0;
  }

  /** Who holds the lease and until when (expired rows too); null when nobody ever took it or it was released. */
  async state(): Promise<LeaseState | null> {
    const [row] = await this.#db
      .select({ holder: leases.holder, expiresAt: leases.expiresAt, acquiredAt: leases.acquiredAt })
      .from(leases)
      .where(eq(leases.name, this.name));
    return row ?? null;
  }
}
