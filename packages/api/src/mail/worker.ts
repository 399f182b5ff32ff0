import type { SiteConfig } from "@tischservice/core/schemas";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type OutboxMail, outbox } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type { OutboxPush } from "../push/outbox.ts";
import { withCompanyFooter } from "./layout.ts";
import type { MailTransport } from "./transport.ts";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  now?: () => Date;
  logger: Logger;
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed and left for a human. */
  maxAttempts?: number;
  /** Logs each mail's subject (the `.eml` mode, so a developer sees what went out). */
  logSubjects?: boolean;
  /** Delivers `push` rows (web push to a restaurant's devices); without it they wait for a worker that can. */
  push?: (push: OutboxPush) => Promise<unknown>;
  /** The operator whose company footer (name, address, register, VAT id, contact) ends every mail sent. */
  companyFooter?: SiteConfig;
  /**
   * Sends only while this says so: the `outbox` lease, so that one process of the cluster sends. Rows are
   * still claimed with `FOR UPDATE SKIP LOCKED` and a claim time, so two senders never take the same row.
   */
  mayRun?: () => boolean;
}

/** How long a claimed mail stays with one worker before another may retry it (a crash mid-send). */
const CLAIM_MS = 2 * 60 * 1000;

/** Exponential backoff: 30 s, 1 min, 2 min, ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export interface OutboxWorker {
  /** Sends every mail that is due now (nothing while `mayRun` says no); resolves with the counts. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  start(): void;
  /** Sends soon (after a commit that queued mail). */
  wake(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const kinds = options.push ? ["mail", "push"] : ["mail"];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let wakeAgain = false;

  async function claim() {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, "pending"),
            inArray(outbox.kind, kinds),
            lte(outbox.nextAttemptAt, at),
            or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, at)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      return tx
        .update(outbox)
        .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in ${ids}`)
        .returning();
    });
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    if (options.mayRun && !options.mayRun()) return { sent, failed };
    for (const row of await claim()) {
      const mail = row.kind === "mail" ? (row.payload as OutboxMail) : null;
      try {
        if (mail)
          await transport.send(
            options.companyFooter ? withCompanyFooter(mail, options.companyFooter) : mail,
            row.id,
          );
        else await options.push?.(row.payload as unknown as OutboxPush);
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: now(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        sent += 1;
        logger.info(mail ? "mail sent" : `${row.kind} sent`, {
          outboxId: row.id,
          ...(options.logSubjects && mail ? { subject: mail.subject } : {}),
        });
      } catch (error) {
        failed += 1;
        const giveUp = row.attempts >= maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({
            status: giveUp ? "failed" : "pending",
            lockedUntil: null,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(outbox.id, row.id));
        logger.warn(giveUp ? "mail failed for good" : "mail failed, will retry", {
          outboxId: row.id,
          attempts: row.attempts,
          error: message,
        });
      }
    }
    return { sent, failed };
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running) {
      wakeAgain = true;
      return;
    }
    running = runOnce()
      .catch((error) => logger.error("outbox worker error", { error: String(error) }))
      .finally(() => {
        running = undefined;
        const again = wakeAgain;
        wakeAgain = false;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
