import { beforeEach, describe, expect, it } from "vitest";
import { Lease } from "../cluster/lease.ts";
import { LeaseKeeper } from "../cluster/lease-keeper.ts";
import { type OutboxMail, outbox } from "../db/schema/index.ts";
import { silentLogger } from "../lib/logger.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { enqueueMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";
import { createOutboxWorker } from "./worker.ts";

const ctx = await setupTestContext();
const TTL = 30_000;

/** A transport that records which outbox rows it delivered. */
function recordingTransport(delivered: string[]): MailTransport {
  return {
    description: "recorder",
    async send(_mail, messageId) {
      delivered.push(messageId);
    },
  };
}

async function queue(count: number) {
  for (let i = 0; i < count; i += 1) {
    const mail: OutboxMail = {
      to: `gast${i}@beispiel.de`,
      subject: `Mail ${i}`,
      text: "Hallo",
      html: "<p>Hallo</p>",
    };
    await enqueueMail(ctx.db, mail, ctx.clock.now());
  }
}

/** One process of the cluster: its lease keeper and its outbox worker, sending only while it holds `outbox`. */
function clusterProcess(holder: string, delivered: string[]) {
  const keeper = new LeaseKeeper(
    new Lease({ db: ctx.db, name: "outbox", holder, ttlMs: TTL, now: ctx.clock.now }),
    silentLogger,
  );
  const worker = createOutboxWorker({
    db: ctx.db,
    transport: recordingTransport(delivered),
    logger: silentLogger,
    now: ctx.clock.now,
    mayRun: keeper.isHeld,
  });
  return { keeper, worker };
}

beforeEach(() => resetDatabase(ctx.db));

describe("the outbox worker on several processes", () => {
  it("given the outbox lease on A, only A sends; when A stops renewing, B takes over and sends the rest", async () => {
    const byA: string[] = [];
    const byB: string[] = [];
    const a = clusterProcess("a", byA);
    const b = clusterProcess("b", byB);
    expect(await a.keeper.tick()).toBe(true);
    expect(await b.keeper.tick()).toBe(false);
    await queue(3);
    expect(await b.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await a.worker.runOnce()).toEqual({ sent: 3, failed: 0 });

    // A dies: no more renewals. After the TTL B's attempt succeeds and it sends what was queued since.
    await queue(2);
    ctx.clock.advance(TTL);
    expect(await a.worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await b.keeper.tick()).toBe(true);
    expect(await b.worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(byA).toHaveLength(3);
    expect(byB).toHaveLength(2);
    expect(new Set([...byA, ...byB]).size).toBe(5);
  });

  it("given two senders at once (a lease overlap), each row is still sent exactly once", async () => {
    const byA: string[] = [];
    const byB: string[] = [];
    const options = { db: ctx.db, logger: silentLogger, now: ctx.clock.now, batchSize: 5 };
    const a = createOutboxWorker({ ...options, transport: recordingTransport(byA) });
    const b = createOutboxWorker({ ...options, transport: recordingTransport(byB) });
    await queue(20);
    for (let round = 0; round < 4; round += 1) await Promise.all([a.runOnce(), b.runOnce()]);
    const delivered = [...byA, ...byB];
    expect(delivered).toHaveLength(20);
    expect(new Set(delivered).size).toBe(20);
    const rows = await ctx.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
