import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { reserveWithGoogleTexts } from "@tischservice/core/texts";
import { buildRwgFeeds } from "../rwg/rwg-feeds.ts";
import type { CliCommand } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandOptions, refuseUsage } from "./command-options.ts";
import { exitCodes } from "./exit-codes.ts";
import { parseInstant } from "./retention.ts";

const texts = reserveWithGoogleTexts.cli;

export const rwgFeedsHelp = [texts.usage, "", texts.description, "", texts.options, "", texts.exitCodes].join(
  "\n",
);

const options = { out: "string", now: "string", help: "flag" } as const;

/** `rwg-feeds --out <dir> [--now <ISO time>]`: writes the three Reserve with Google feeds as JSON files. */
export const rwgFeedsCommand: CliCommand = async (args, io) => {
  const values = commandOptions(args, options, rwgFeedsHelp, io);
  if (typeof values === "number") return values;
  if (!values.out) return refuseUsage(io, texts.outMissing, rwgFeedsHelp);
  const now = values.now === undefined ? new Date() : parseInstant(values.now);
  if (!now) return refuseUsage(io, texts.invalidNow(values.now ?? ""), rwgFeedsHelp);
  const opened = await openCommandDatabase(io);
  if (typeof opened === "number") return opened;
  try {
    const feeds = await buildRwgFeeds(opened.database.db, now);
    const dir = resolve(values.out);
    await mkdir(dir, { recursive: true });
    for (const [name, feed] of Object.entries(feeds)) {
      await writeFile(join(dir, `${name}.json`), `${JSON.stringify(feed, null, 2)}\n`);
    }
    const slots = feeds.availability.service_availability[0]?.availability.length ?? 0;
    io.stdout.write(`${texts.written(feeds.merchants.merchant.length, slots, dir)}\n`);
    return exitCodes.ok;
  } finally {
    await opened.database.close();
  }
};
