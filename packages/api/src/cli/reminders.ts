import { reminderTexts } from "@tischservice/core/texts";
import { sendDueReminders } from "../reminders/send-reminders.ts";
import type { CliCommand } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandHelp, commandOptions, refuseUsage } from "./command-options.ts";
import { exitCodes } from "./exit-codes.ts";
import { parseInstant } from "./retention.ts";

const texts = reminderTexts.cli;

export const remindersHelp = commandHelp(texts);

const options = { "dry-run": "flag", now: "string", help: "flag" } as const;

/**
 * `reminders [--dry-run] [--now <ISO time>]`: sends every reminder due at that time (as the server's job
 * does every 5 minutes) and prints the count; `--dry-run` only lists them. Running it twice sends nothing
 * twice. The links in the mails use `PUBLIC_ORIGIN` (else `http://localhost:<PORT>`, as the server).
 */
export const remindersCommand: CliCommand = async (args, io) => {
  const values = commandOptions(args, options, remindersHelp, io);
  if (typeof values === "number") return values;
  const given = values.now;
  const now = given === undefined ? new Date() : parseInstant(given);
  if (!now) return refuseUsage(io, texts.invalidNow(given ?? ""), remindersHelp);
  const dryRun = values["dry-run"] === true;

  const opened = await openCommandDatabase(io);
  if (typeof opened === "number") return opened;
  try {
    const publicOrigin = (opened.env.PUBLIC_ORIGIN ?? `http://localhost:${opened.env.PORT}`).replace(
      /\/$/,
      "",
    );
    const result = await sendDueReminders(opened.database.db, { now, dryRun, publicOrigin });
    const count = result.reminders.length;
    const at = now.toISOString();
    const lines = result.reminders.map((entry) =>
      texts.line(entry.reservationDate, entry.timeSlot, entry.customerName),
    );
    io.stdout.write(`${[dryRun ? texts.due(count, at) : texts.sent(count, at), ...lines].join("\n")}\n`);
    return exitCodes.ok;
  } finally {
    await opened.database.close();
  }
};
