import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { defaultMigrationsFolder, openDatabase } from "./client.ts";
import { users } from "./schema/index.ts";

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ts-db-"));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("file-backed PGlite", () => {
  it("given a write, a clean close and a reopen, the row is still there", { timeout: 60_000 }, async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db
      .insert(users)
      .values({ name: "Bleibt", email: "bleibt@test.example", role: "Admin", passwordHash: "x" });
    await first.close();
    const second = await openDatabase({ kind: "pglite", dataDir });
    const rows = await second.db.select().from(users).where(eq(users.email, "bleibt@test.example"));
    await second.close();
    expect(rows).toHaveLength(1);
  });

  it("given a failing migration, refuses to open and applies none of the pending migrations", {
    timeout: 60_000,
  }, async () => {
    const dataDir = await tempDir();
    const migrations = await tempDir();
    await cp(defaultMigrationsFolder, migrations, { recursive: true });
    await writeFile(
      join(migrations, "0002_broken.sql"),
      'CREATE TABLE "half_done" ("id" text);--> statement-breakpoint\nSELECT * FROM "gibt_es_nicht";',
    );
    const journalPath = join(migrations, "meta/_journal.json");
    const journal = JSON.parse(await (await import("node:fs/promises")).readFile(journalPath, "utf8")) as {
      entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
    };
    const last = journal.entries.at(-1);
    journal.entries.push({
      idx: journal.entries.length,
      version: "7",
      when: (last?.when ?? 0) + 1000,
      tag: "0002_broken",
      breakpoints: true,
    });
    await writeFile(journalPath, JSON.stringify(journal));
    await expect(openDatabase({ kind: "pglite", dataDir }, migrations)).rejects.toThrow();
    const good = await openDatabase({ kind: "pglite", dataDir });
    const result = await good.db.execute<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name in ('half_done')" as never,
    );
    await good.close();
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
