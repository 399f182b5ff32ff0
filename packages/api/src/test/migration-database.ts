import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import pg from "pg";
import { afterAll, expect } from "vitest";
import { defaultMigrationsFolder } from "../db/client.ts";
import { createEmptyPostgresDatabase } from "./test-database.ts";

const migrations = readdirSync(defaultMigrationsFolder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

/** The part of a database connection a migration test uses; PGlite has it, a `pg` client gets it wrapped. */
interface MigrationConnection {
  exec(text: string): Promise<unknown>;
  query<Row>(text: string): Promise<{ rows: Row[] }>;
}

async function apply(db: MigrationConnection, file: string) {
  const text = readFileSync(join(defaultMigrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim() !== "") await db.exec(statement);
  }
}

function migrationSteps<Connection extends MigrationConnection>(db: Connection) {
  return {
    db,
    async migrateBefore(file: string) {
      const target = migrations.indexOf(file);
      expect(target).toBeGreaterThan(0);
      for (const earlier of migrations.slice(0, target)) await apply(db, earlier);
    },
    migrate: (file: string) => apply(db, file),
  };
}

/**
 * An empty in-memory database (closed after the file's tests) for testing one migration on data written
 * in the shape before it: `migrateBefore` applies every earlier migration, `migrate` then the one itself.
 */
export async function migrationDatabase() {
  const db = await PGlite.create("memory://", { extensions: { btree_gist } });
  afterAll(() => db.close());
  return migrationSteps(db);
}

/**
 * The same on a new, empty database of the PostgreSQL server at `adminUrl` (TEST_DATABASE_URL), dropped
 * after the file's tests.
 */
export async function postgresMigrationDatabase(adminUrl: string) {
  const created = await createEmptyPostgresDatabase(adminUrl);
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  afterAll(async () => {
    await client.end();
    await created.drop();
  });
  const db: MigrationConnection = {
    exec: (text) => client.query(text),
    query: async <Row>(text: string) => ({ rows: (await client.query(text)).rows as Row[] }),
  };
  return migrationSteps(db);
}
