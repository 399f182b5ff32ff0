import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, defaultMigrationsFolder, openDatabase } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { testDatabaseUrl } from "../env.ts";

/** A hash of the migration files: a cached, migrated PGlite image is reused while they are unchanged. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(defaultMigrationsFolder).sort()) {
    if (file.endsWith(".sql")) hash.update(file).update(readFileSync(join(defaultMigrationsFolder, file)));
  }
  hash.update(readFileSync(join(defaultMigrationsFolder, "meta/_journal.json")));
  return hash.digest("hex").slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied. Creating PGlite from nothing costs seconds (initdb);
 * loading a migrated image costs a fraction, so the first test file writes one to the temp dir.
 */
async function freshPglite(): Promise<Database> {
  const image = join(tmpdir(), `tischservice-pglite-${migrationsHash()}.tar`);
  if (!existsSync(image)) {
    const seedDb = await openDatabase({ kind: "pglite" });
    const client = (seedDb.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    const partial = `${image}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, image);
    return seedDb;
  }
  const blob = new Blob([await readFile(image)]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: { btree_gist } });
  const db = drizzle(client, { schema });
  // Both drivers implement the same PgDatabase surface; only their result-type tag differs.
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

/**
 * A new, empty database (not migrated) on the PostgreSQL server of `adminUrl`: its URL, and `drop` to
 * remove it again (connections still open to it are ended).
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ts_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // Two transactions inserting overlapping table assignments at once each wait for the other; PostgreSQL
  // breaks that cycle after `deadlock_timeout` (1 s by default), one round at a time, and the race tests run
  // 50 such bookings without the booking lock. A short timeout keeps the rounds from adding up. Setting it
  // needs a superuser (CI's role is one); otherwise the default stays and only the rounds take longer.
  await admin.query(`ALTER DATABASE ${name} SET deadlock_timeout = '50ms'`).catch(() => undefined);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (error) {
        // FORCE refuses a role that is not a superuser when an autovacuum worker happens to be in the
        // database (the worker belongs to no role). Ending our own sessions and dropping plainly works for
        // any owner: a plain DROP asks autovacuum to leave and waits for it.
        if ((error as { code?: string }).code !== "42501") throw error;
        await dropper.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()",
          [name],
        );
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped again by `close`. */
async function freshPostgres(adminUrl: string): Promise<Database> {
  const created = await createEmptyPostgresDatabase(adminUrl);
  const database = await openDatabase({ kind: "postgres", url: created.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** One fresh, migrated database per test file: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  return url ? freshPostgres(url) : freshPglite();
}

/** Empties every table (between tests that need a clean slate). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${names.join(", ")} CASCADE`));
}
