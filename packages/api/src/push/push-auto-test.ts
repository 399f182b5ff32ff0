import { eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { pushAutoTests } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import { describeError } from "../lib/safe-error.ts";

export interface PushAutoTestOptions {
  db: Db;
  /** Sends the test message, stamped with `at`, to the restaurant's devices. */
  send: (restaurantId: string, at: Date) => Promise<unknown>;
  /** One message per interval (a minute in production). */
  intervalMs: number;
  logger: Logger;
}

/**
 * The push panel's automatic test. Whether it runs is a row per restaurant in the database, so every
 * process answers the same; the messages are sent by `runDue`, which the cluster's job runner calls on
 * the one process holding the jobs lease.
 */
export class PushAutoTest {
  constructor(private readonly options: PushAutoTestOptions) {}

  async isRunning(restaurantId: string): Promise<boolean> {
    const [row] = await this.options.db
      .select({ restaurantId: pushAutoTests.restaurantId })
      .from(pushAutoTests)
      .where(eq(pushAutoTests.restaurantId, restaurantId));
    return row !== undefined;
  }

  /** Switches the test on; the first message follows one interval later. Starting it again changes nothing. */
  async start(restaurantId: string, now: Date): Promise<void> {
    await this.options.db
      .insert(pushAutoTests)
      .values({
        restaurantId,
        startedAt: now,
        nextSendAt: new Date(now.getTime() + this.options.intervalMs),
      })
      .onConflictDoNothing({ target: pushAutoTests.restaurantId });
  }

  async stop(restaurantId: string): Promise<void> {
    await this.options.db.delete(pushAutoTests).where(eq(pushAutoTests.restaurantId, restaurantId));
  }

  /**
   * Sends one message to every restaurant whose test is due and schedules its next one interval from now
   * (claimed in one statement, so no message goes out twice; after a pause there is no burst).
   * Resolves with the number of restaurants sent to.
   */
  async runDue(now: Date): Promise<number> {
    const due = await this.options.db
      .update(pushAutoTests)
      .set({ nextSendAt: new Date(now.getTime() + this.options.intervalMs) })
      .where(lte(pushAutoTests.nextSendAt, now))
      .returning({ restaurantId: pushAutoTests.restaurantId });
    for (const { restaurantId } of due) {
      await this.options
        .send(restaurantId, now)
        .catch((error) => this.options.logger.warn("auto push test failed", describeError(error)));
    }
    return due.length;
  }
}
