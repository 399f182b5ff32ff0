import type pg from "pg";
import { expect } from "vitest";

/**
 * Waits until `count` sessions of this database wait for a lock (PostgreSQL only): a test holds a lock
 * in its own connection, starts the request that must wait for it, and checks it really waits before it
 * lets go.
 */
export async function waitForLockWaiters(connection: pg.PoolClient, count = 1): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await connection.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          )
        ).rows[0]?.n,
      { timeout: 20_000 },
    )
    .toBe(count);
}
