import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { hashPassword } from "../src/auth/passwords.ts";
import { openDatabase } from "../src/db/client.ts";
import { insertPartnerRestaurants } from "../src/seed/partner-restaurants.ts";
import { seedDemoData } from "../src/seed/seed-demo-data.ts";

export interface PartnerListData {
  /** A `DATA_DIR` for the server: the demo data and `count` listed partners more. */
  dataDir: string;
  /** How long writing the partners took, in ms. */
  insertMs: number;
  remove(): void;
}

/**
 * A database for the partner list at a platform's size: migrated, filled with the demo data as a server's
 * first start does, then `count` listed restaurants with confirmed owners, written in one multi-row insert
 * per table. Written here, before the server starts on it: PGlite serves one process at a time.
 */
export async function preparePartnerListData(count: number): Promise<PartnerListData> {
  const dataDir = mkdtempSync(join(tmpdir(), "ts-bench-partners-"));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const now = new Date();
      await seedDemoData(database.db, { now });
      // Nobody signs in as these owners; one hash for all keeps their rows like any other account's.
      const passwordHash = await hashPassword("Bench#Partner2026");
      const started = performance.now();
      await database.db.transaction((tx) =>
        insertPartnerRestaurants(tx, {
          count,
          // Signed up after the demo's own: the first page (the landing page's six) is the same in both
          // columns, so its bytes compare exactly.
          createdAt: new Date(now.getTime() + 60_000),
          passwordHash,
          prefix: "bench",
        }),
      );
      const insertMs = performance.now() - started;
      // The statistics a server's autovacuum would have gathered by the time 2,000 partners signed up
      // (PGlite runs no autovacuum), so the planner knows the table's size.
      await database.db.execute(sql`analyze`);
      return { dataDir, insertMs, remove };
    } finally {
      await database.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
}
