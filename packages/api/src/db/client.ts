import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Logger, silentLogger } from "../lib/logger.ts";
import { describeError } from "../lib/safe-error.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The driver-independent Drizzle database every handler works with. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: anything that can run queries. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const defaultMigrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string }
  | { kind: "postgres"; url: string; poolSize?: number };

/**
 * Opens the database and applies pending migrations (all of them in one transaction). Throws, and
 * leaves the database as it was, when a migration fails; the caller must then refuse to start.
 */
export async function openDatabase(
  target: DatabaseTarget,
  migrationsFolder = defaultMigrationsFolder,
  logger: Logger = silentLogger,
): Promise<Database> {
  if (target.kind === "pglite") {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir ?? "memory://", { extensions: { btree_gist } });
    const db = drizzlePglite(client, { schema });
    try {
      await migratePglite(db, { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    // Both drivers implement the same PgDatabase surface; only their result-type tag differs.
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
  }
  await migratePostgres(target.url, migrationsFolder);
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) is removed from the
  // pool and replaced on the next query; without a listener its error would crash the process. Logged
  // through describeError: never a statement's parameters.
  pool.on("error", (error) => logger.warn("database connection lost", describeError(error)));
  const db = drizzleNodePg(pool, { schema });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

/** Migrates on one connection under an advisory lock, so several processes starting at once take turns. */
async function migratePostgres(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(724311)");
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
