import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { afterAll, expect } from "vitest";
import { defaultMigrationsFolder } from "../db/client.ts";

const migrations = readdirSync(defaultMigrationsFolder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

async function apply(db: PGlite, file: string) {
  const text = readFileSync(join(defaultMigrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim() !== "") await db.exec(statement);
  }
}

/**
 * An empty in-memory database (closed after the file's tests) for testing one migration on data written
 * in the shape before it: `migrateBefore` applies every earlier migration, `migrate` then the one itself.
 */
export async function migrationDatabase() {
  const db = await PGlite.create("memory://", { extensions: { btree_gist } });
  afterAll(() => db.close());
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
