import { RETENTION_PERIODS, type RetentionCounts } from "@tischservice/core";
import { retentionKindTexts, retentionTexts } from "@tischservice/core/texts";
import { mailFilesDirOf } from "../mail/mail-files-dir.ts";
import { runRetention } from "../privacy/retention.ts";
import type { CliCommand } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandHelp, commandOptions, refuseUsage } from "./command-options.ts";
import { exitCodes } from "./exit-codes.ts";

export const retentionHelp = commandHelp({
  ...retentionTexts,
  description: retentionTexts.description(RETENTION_PERIODS),
});

const options = { "dry-run": "flag", now: "string", help: "flag" } as const;

/** An ISO 8601 instant with a date (`2026-12-01`, `2026-12-01T03:00:00Z`); anything else is refused. */
export function parseInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))
    return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The report: a heading, then one line per kind with its count. */
export function retentionReport(at: string, dryRun: boolean, counts: RetentionCounts): string {
  const kinds = Object.keys(retentionKindTexts) as Array<keyof RetentionCounts>;
  return [
    retentionTexts.heading(at, dryRun),
    ...kinds.map((kind) => retentionTexts.line(counts[kind], retentionKindTexts[kind])),
  ].join("\n");
}

/**
 * `retention [--dry-run] [--now <ISO time>]`: applies the retention periods to the database of the
 * environment (as the daily job does) and prints the counts per kind; `--dry-run` only counts.
 */
export const retentionCommand: CliCommand = async (args, io) => {
  const values = commandOptions(args, options, retentionHelp, io);
  if (typeof values === "number") return values;
  const given = values.now;
  const now = given === undefined ? new Date() : parseInstant(given);
  if (!now) return refuseUsage(io, retentionTexts.invalidNow(given ?? ""), retentionHelp);
  const dryRun = values["dry-run"] === true;

  const opened = await openCommandDatabase(io);
  if (typeof opened === "number") return opened;
  try {
    const result = await runRetention(opened.database.db, {
      now,
      dryRun,
      mailFilesDir: mailFilesDirOf(opened.env),
    });
    io.stdout.write(`${retentionReport(result.at, result.dryRun, result.counts)}\n`);
    return exitCodes.ok;
  } finally {
    await opened.database.close();
  }
};
