import type { Db, Tx } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import type { OutboxSubject } from "../mail/outbox.ts";
import type { PushMessage } from "./push-service.ts";

export interface OutboxPush {
  restaurantId: string;
  message: PushMessage;
}

/** Queues a push to a restaurant's devices in the same transaction as the change that causes it. */
export async function enqueuePush(
  tx: Db | Tx,
  push: OutboxPush,
  now: Date,
  about?: Pick<OutboxSubject, "reservationId">,
): Promise<void> {
  await tx.insert(outbox).values({
    kind: "push",
    payload: push as unknown as Record<string, unknown>,
    createdAt: now,
    nextAttemptAt: now,
    restaurantId: push.restaurantId,
    reservationId: about?.reservationId ?? null,
  });
}
