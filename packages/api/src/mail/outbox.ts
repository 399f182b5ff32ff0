import type { Db, Tx } from "../db/client.ts";
import { type OutboxMail, outbox } from "../db/schema/index.ts";

/** Queues a mail in the same transaction as the change that causes it. */
export async function enqueueMail(tx: Db | Tx, mail: OutboxMail, now: Date): Promise<void> {
  await tx.insert(outbox).values({ kind: "mail", payload: mail, createdAt: now, nextAttemptAt: now });
}
