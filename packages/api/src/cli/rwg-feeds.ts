import { reserveWithGoogleTexts } from "@tischservice/core/texts";
import { writeRwgFeeds } from "../rwg/write-rwg-feeds.ts";
import type { CliCommand } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandHelp, commandOptions, refuseUsage } from "./command-options.ts";
import { exitCodes } from "./exit-codes.ts";
import { parseInstant } from "./retention.ts";

const texts = reserveWithGoogleTexts.cli;

export const rwgFeedsHelp = commandHelp(texts);

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
    const written = await writeRwgFeeds(opened.database.db, values.out, now);
    io.stdout.write(`${texts.written(written.merchants, written.slots, written.dir)}\n`);
    return exitCodes.ok;
  } finally {
    await opened.database.close();
  }
};
