import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "../db/client.ts";
import { buildRwgFeeds } from "./rwg-feeds.ts";

/** What a written set of feeds holds: for the command's line and the job's log. */
export interface WrittenRwgFeeds {
  dir: string;
  merchants: number;
  slots: number;
}

/**
 * Builds the three feeds and writes them as `merchants.json`, `services.json` and `availability.json` in
 * `dir` (made if missing). Each file is written beside its place and then renamed into it, so an upload
 * that picks the files up meanwhile reads the previous hour's feed or this one, never half a file.
 */
export async function writeRwgFeeds(db: Db, dir: string, now: Date): Promise<WrittenRwgFeeds> {
  const feeds = await buildRwgFeeds(db, now);
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  for (const [name, feed] of Object.entries(feeds)) {
    const file = join(target, `${name}.json`);
    await writeFile(`${file}.partial`, `${JSON.stringify(feed, null, 2)}\n`);
    await rename(`${file}.partial`, file);
  }
  return {
    dir: target,
    merchants: feeds.merchants.merchant.length,
    slots: feeds.availability.service_availability[0]?.availability.length ?? 0,
  };
}
