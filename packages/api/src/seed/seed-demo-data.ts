import { operatorTexts } from "@tischservice/core/texts";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import { type DemoPasswordHashes, demoAccounts, hashDemoPasswords, insertDemoData } from "./demo.ts";

/** The advisory lock the seed runs under (the migrations take 724311). */
export const SEED_LOCK_KEY = 724312;

export type DemoAccount = (typeof demoAccounts)[number];

/**
 * What the seed did: `seeded` the data now, found demo data `present` (left as it is), or `refused` because
 * the database has only accounts other than the demo ones (it never touches those databases).
 */
export type DemoSeedStatus = "seeded" | "present" | "refused";

export interface DemoSeedResult {
  status: DemoSeedStatus;
  /** The printed demo accounts that exist in the database now. */
  accounts: DemoAccount[];
}

interface UserCounts {
  demo: number;
  other: number;
}

async function countUsers(db: Db | Tx): Promise<UserCounts> {
  const rows = await db.select({ isDemo: users.isDemo, n: count() }).from(users).groupBy(users.isDemo);
  return {
    demo: rows.find((row) => row.isDemo)?.n ?? 0,
    other: rows.find((row) => !row.isDemo)?.n ?? 0,
  };
}

/** The printed demo accounts that exist (an admin may have deleted some or all of them). */
export async function presentDemoAccounts(db: Db | Tx): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        inArray(
          sql`lower(${users.email})`,
          demoAccounts.map((account) => account.login),
        ),
      ),
    );
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return demoAccounts.filter((account) => present.has(account.login));
}

/** Null: the database has no accounts at all, so the seed may fill it. */
function decide(counts: UserCounts): DemoSeedStatus | null {
  if (counts.demo > 0) return "present";
  if (counts.other > 0) return "refused";
  return null;
}

/**
 * Fills a database without accounts once with the demo data, all in one transaction. A database with
 * accounts other than the demo ones is never touched (logged, one line); one that has the demo data
 * already is left as it is. Safe when several processes start at once: the check and the inserts run under
 * a transaction-scoped advisory lock, so exactly one of them seeds and the others find the data present.
 */
export async function seedDemoData(
  db: Db,
  options: { now: Date; logger?: Logger; hashes?: DemoPasswordHashes },
): Promise<DemoSeedResult> {
  const { logger } = options;
  // A cheap look first: most starts find a database in use and need neither the hashes nor the lock.
  let status = decide(await countUsers(db));
  if (status === null) {
    const hashes = options.hashes ?? (await hashDemoPasswords());
    status = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const decided = decide(await countUsers(tx));
      if (decided !== null) return decided;
      await insertDemoData(tx, hashes, options.now);
      return "seeded" as const;
    });
  }
  if (status === "refused") logger?.info(operatorTexts.seedRefused);
  if (status === "seeded") logger?.info(operatorTexts.seedDone);
  return { status, accounts: status === "refused" ? [] : await presentDemoAccounts(db) };
}
