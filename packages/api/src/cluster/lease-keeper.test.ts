import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { leases } from "../db/schema/index.ts";
import { createMemoryLogger } from "../lib/logger.ts";
import { TestClock } from "../test/test-context.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { Lease } from "./lease.ts";
import { LeaseKeeper } from "./lease-keeper.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const clock = new TestClock();
const logger = createMemoryLogger();
const TTL = 30_000;

const keeper = (holder: string) => {
  const kept = new LeaseKeeper(new Lease({ db, name: "jobs", holder, ttlMs: TTL, now: clock.now }), logger);
  const changes: boolean[] = [];
  kept.onChange((held) => changes.push(held));
  return { kept, changes };
};

beforeEach(async () => {
  await db.delete(leases);
  clock.set("2026-05-12T10:00:00.000Z");
});

describe("LeaseKeeper", () => {
  it("given the lease held by another, is not held; takes it over once the other stops renewing", async () => {
    const a = keeper("a");
    const b = keeper("b");
    expect(await a.kept.tick()).toBe(true);
    expect(await b.kept.tick()).toBe(false);
    expect(b.kept.isHeld()).toBe(false);
    clock.advance(10_000);
    expect(await a.kept.tick()).toBe(true);
    // a dies here: no more renewals. Its own view turns false at the expiry it wrote.
    clock.advance(TTL);
    expect(a.kept.isHeld()).toBe(false);
    expect(await b.kept.tick()).toBe(true);
    expect(a.changes).toEqual([true]);
    expect(b.changes).toEqual([true]);
    expect(await a.kept.tick()).toBe(false);
    expect(a.changes).toEqual([true, false]);
  });

  it("given stop, releases the lease so that the next attempt elsewhere gets it", async () => {
    const a = keeper("a");
    const b = keeper("b");
    await a.kept.tick();
    await a.kept.stop();
    expect(a.kept.isHeld()).toBe(false);
    expect(a.changes).toEqual([true, false]);
    expect(await b.kept.tick()).toBe(true);
  });

  it("given a failing database, keeps what it held until the expiry it wrote, then reports the loss", async () => {
    const failing = new Lease({ db, name: "jobs", holder: "a", ttlMs: TTL, now: clock.now });
    const kept = new LeaseKeeper(failing, logger);
    await kept.tick();
    failing.acquire = () => Promise.reject(new Error("connection lost"));
    clock.advance(10_000);
    expect(await kept.tick()).toBe(true);
    clock.advance(TTL);
    expect(await kept.tick()).toBe(false);
    expect(logger.entries.some((entry) => entry.msg === "lease renewal failed")).toBe(true);
  });
});
