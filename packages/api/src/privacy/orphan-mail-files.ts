import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";

const EML = ".eml";

/**
 * The `.eml` files in the outbox folder last written before `before` whose outbox row is gone: left by a
 * crash between deleting a row and its file (or a file written for a row that never committed). Files of
 * existing rows and newer files are never touched. A missing folder has none.
 */
export async function orphanMailFiles(db: Db, dir: string | null, before: Date): Promise<string[]> {
  if (!dir) return [];
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(EML));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtime.getTime() < before.getTime()) old.push(name);
  }
  if (old.length === 0) return [];
  const ids = old.map((name) => name.slice(0, -EML.length));
  const rows = await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids));
  const kept = new Set(rows.map((row) => row.id));
  return old.filter((name) => !kept.has(name.slice(0, -EML.length))).map((name) => join(dir, name));
}

/** Deletes the given files; one already gone is fine. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
