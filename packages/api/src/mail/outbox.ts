import type { Db, Tx } from "../db/client.ts";
import { type OutboxMail, outbox } from "../db/schema/index.ts";

/** What a queued mail or push is about: a guest's export and erasure find it by these. */
export interface OutboxSubject {
  restaurantId: string;
  reservationId?: string;
}

/** Queues a mail in the same transaction as the change that causes it. */
export async function enqueueMail(
  tx: Db | Tx,
  mail: OutboxMail,
  now: Date,
  about?: OutboxSubject,
): Promise<void> {
  await tx.insert(outbox).values({
    kind: "mail",
    payload: mail,
    createdAt: now,
    nextAttemptAt: now,
    restaurantId: about?.restaurantId ?? null,
    reservationId: about?.reservationId ?? null,
  });
}
