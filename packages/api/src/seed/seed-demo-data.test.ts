import { operatorTexts } from "@tischservice/core";
import { count, eq } from "drizzle-orm";
import type pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations, restaurants, users } from "../db/schema/index.ts";
import { createMemoryLogger } from "../lib/logger.ts";
import { createUser } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { demoAccounts, hashDemoPasswords } from "./demo.ts";
import { SEED_LOCK_KEY, seedDemoData } from "./seed-demo-data.ts";

const ctx = await setupTestContext();
// Hashing is slow on purpose; every seed in this file reuses one set of hashes.
const hashes = await hashDemoPasswords();
const seed = (logger = createMemoryLogger()) =>
  seedDemoData(ctx.db, { now: ctx.clock.now(), logger, hashes });

async function countRows() {
  const [[userRow], [restaurantRow], [reservationRow]] = await Promise.all([
    ctx.db.select({ n: count() }).from(users),
    ctx.db.select({ n: count() }).from(restaurants),
    ctx.db.select({ n: count() }).from(reservations),
  ]);
  return { users: userRow?.n ?? 0, restaurants: restaurantRow?.n ?? 0, reservations: reservationRow?.n ?? 0 };
}

beforeEach(() => resetDatabase(ctx.db));

// A whole demo seed writes thousands of rows: seconds on an idle machine, over 30 s on a loaded one.
describe("seedDemoData", { timeout: 120_000 }, () => {
  it("given an empty database, seeds it and marks every user and restaurant as demo", async () => {
    const logger = createMemoryLogger();
    const result = await seed(logger);
    expect(result.status).toBe("seeded");
    expect(result.accounts).toEqual([...demoAccounts]);
    expect(await ctx.db.select().from(users).where(eq(users.isDemo, false))).toEqual([]);
    expect(await ctx.db.select().from(restaurants).where(eq(restaurants.isDemo, false))).toEqual([]);
    expect((await countRows()).restaurants).toBe(7);
    expect(logger.entries.map((entry) => entry.msg)).toEqual([operatorTexts.seedDone]);
  });

  it("given the demo data already there, leaves it as it is", async () => {
    await seed();
    const before = await countRows();
    const result = await seed();
    expect(result).toEqual({ status: "present", accounts: [...demoAccounts] });
    expect(await countRows()).toEqual(before);
  });

  it("given a database with an account of its own, never touches it and logs why", async () => {
    await createUser(ctx.db, { email: "chefin@betrieb.de", role: "Admin" });
    const logger = createMemoryLogger();
    const result = await seed(logger);
    expect(result).toEqual({ status: "refused", accounts: [] });
    expect(await countRows()).toEqual({ users: 1, restaurants: 0, reservations: 0 });
    expect(logger.entries).toEqual([{ level: "info", msg: operatorTexts.seedRefused }]);
  });

  it("given demo accounts an admin partly deleted, reports only the accounts that still exist", async () => {
    await seed();
    await ctx.db.delete(users).where(eq(users.email, "gast@gast.example"));
    const result = await seed();
    expect(result.status).toBe("present");
    expect(result.accounts.map((account) => account.login)).not.toContain("gast@gast.example");
    expect(result.accounts).toHaveLength(demoAccounts.length - 1);
  });

  it("given two processes seeding at once, both succeed and one set of data exists", async () => {
    const [first, second] = await Promise.all([seed(), seed()]);
    expect([first.status, second.status].sort()).toEqual(["present", "seeded"]);
    expect(await countRows()).toMatchObject({ users: 10, restaurants: 7 });
  });

  it.runIf(ctx.dbKind === "postgres")(
    "given two seeds that both passed the first look and wait on the lock, exactly one inserts",
    async () => {
      // Holds the seed's lock on a connection of its own, so that both seeds find the database empty
      // and then queue on the lock; they are let go once PostgreSQL shows both of them waiting.
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [SEED_LOCK_KEY]);
        const both = Promise.all([seed(), seed()]);
        await expect
          .poll(
            async () =>
              (
                await holder.query(
                  "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
                  [SEED_LOCK_KEY],
                )
              ).rows[0].n,
            { timeout: 20_000 },
          )
          .toBe(2);
        await holder.query("select pg_advisory_unlock($1)", [SEED_LOCK_KEY]);
        const results = await both;
        expect(results.map((result) => result.status).sort()).toEqual(["present", "seeded"]);
        expect(await countRows()).toMatchObject({ users: 10, restaurants: 7 });
      } finally {
        holder.release();
      }
    },
  );
});
