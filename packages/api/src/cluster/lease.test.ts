import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { leases } from "../db/schema/index.ts";
import { TestClock } from "../test/test-context.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { Lease, newHolderId } from "./lease.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const clock = new TestClock();
const TTL = 30_000;
const lease = (holder: string, name = "outbox") =>
  new Lease({ db, name, holder, ttlMs: TTL, now: clock.now });

beforeEach(async () => {
  await db.delete(leases);
  clock.set("2026-05-12T10:00:00.000Z");
});

describe("a lease", () => {
  it("given two holders contending, goes to the first and is refused to the second", async () => {
    const a = lease("a");
    const b = lease("b");
    expect(await a.acquire()).toEqual(new Date("2026-05-12T10:00:30.000Z"));
    expect(await b.acquire()).toBeNull();
    expect((await b.state())?.holder).toBe("a");
  });

  it("given many holders at the same moment, goes to exactly one of them", async () => {
    const holders = Array.from({ length: 8 }, (_, i) => lease(`h${i}`));
    const results = await Promise.all(holders.map((holder) => holder.acquire()));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const winner = holders[results.findIndex((result) => result !== null)];
    expect((await lease("x").state())?.holder).toBe(winner?.holder);
  });

  it("given a renewal before expiry, keeps it with the holder and moves the expiry on", async () => {
    const a = lease("a");
    const b = lease("b");
    await a.acquire();
    clock.advance(20_000);
    expect(await a.acquire()).toEqual(new Date("2026-05-12T10:00:50.000Z"));
    clock.advance(20_000);
    expect(await b.acquire()).toBeNull();
    const state = await a.state();
    expect(state).toMatchObject({ holder: "a", acquiredAt: new Date("2026-05-12T10:00:00.000Z") });
  });

  it("given a holder that stopped renewing, hands it over once it has expired, not before", async () => {
    const a = lease("a");
    const b = lease("b");
    await a.acquire();
    clock.advance(TTL - 1);
    expect(await b.acquire()).toBeNull();
    clock.advance(1);
    expect(await b.acquire()).toEqual(new Date("2026-05-12T10:01:00.000Z"));
    expect(await b.state()).toMatchObject({ holder: "b", acquiredAt: new Date("2026-05-12T10:00:30.000Z") });
    // The old holder, back from a pause, does not get it back while the new one renews.
    expect(await a.acquire()).toBeNull();
  });

  it("given a release, frees it for the next holder at once; another's release changes nothing", async () => {
    const a = lease("a");
    const b = lease("b");
    await a.acquire();
    expect(await b.release()).toBe(false);
    expect((await a.state())?.holder).toBe("a");
    expect(await a.release()).toBe(true);
    expect(await a.state()).toBeNull();
    expect(await b.acquire()).not.toBeNull();
  });

  it("given two names, keeps them apart", async () => {
    expect(await lease("a", "outbox").acquire()).not.toBeNull();
    expect(await lease("b", "jobs").acquire()).not.toBeNull();
    expect(await lease("b", "outbox").acquire()).toBeNull();
  });
});

describe("newHolderId", () => {
  it("names host and pid, and differs for each call", () => {
    const first = newHolderId();
    expect(first).toContain(`:${process.pid}:`);
    expect(newHolderId()).not.toBe(first);
  });
});
