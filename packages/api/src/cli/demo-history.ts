import { demoHistoryTexts as texts } from "@tischservice/core/texts";
import { defaultHistoryOwner, demoRestaurantOf, writeDemoHistory } from "../seed/demo-history.ts";
import type { CliCommand } from "./cli-io.ts";
import { openCommandDatabase } from "./command-database.ts";
import { commandHelp, commandOptions, refuseUsage } from "./command-options.ts";
import { exitCodes } from "./exit-codes.ts";
import { parseInstant } from "./retention.ts";

export const demoHistoryHelp = commandHelp(texts);

const options = { years: "string", owner: "string", now: "string", help: "flag" } as const;
const count = (value: number) => value.toLocaleString("de-DE");

/**
 * `demo-history [--years 3] [--owner <address>] [--now <ISO time>]`: years of past reservations for a
 * demo restaurant, so that anyone can see and measure the platform at the size a restaurant reaches.
 */
export const demoHistoryCommand: CliCommand = async (args, io) => {
  const values = commandOptions(args, options, demoHistoryHelp, io);
  if (typeof values === "number") return values;
  const yearsGiven = values.years ?? "3";
  const years = /^\d{1,2}$/.test(yearsGiven) ? Number(yearsGiven) : Number.NaN;
  if (!(years >= 1 && years <= 10)) return refuseUsage(io, texts.invalidYears(yearsGiven), demoHistoryHelp);
  const now = values.now === undefined ? new Date() : parseInstant(values.now);
  if (!now) return refuseUsage(io, texts.invalidNow(values.now ?? ""), demoHistoryHelp);
  const owner = (values.owner ?? defaultHistoryOwner).trim().toLowerCase();

  const opened = await openCommandDatabase(io);
  if (typeof opened === "number") return opened;
  try {
    const restaurant = await demoRestaurantOf(opened.database.db, owner);
    if (!restaurant) {
      io.stderr.write(`${texts.notDemo(owner)}\n`);
      return exitCodes.refused;
    }
    const result = await writeDemoHistory(opened.database.db, { restaurantId: restaurant.id, years, now });
    io.stdout.write(
      result.from && result.to && result.reservations > 0
        ? `${texts.written(count(result.reservations), count(result.orders), result.from, result.to)}\n`
        : `${texts.nothingToWrite}\n`,
    );
    return exitCodes.ok;
  } finally {
    await opened.database.close();
  }
};
