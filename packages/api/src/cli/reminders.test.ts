import { reminderTexts } from "@tischservice/core/texts";
import { beforeEach, describe, expect, it } from "vitest";
import { pipedInput, testIo } from "../test/cli-io.ts";
import { seedCast } from "../test/fixtures.ts";
import { insertReminderReservation, reminderMails } from "../test/reminder-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { exitCodes } from "./exit-codes.ts";
import { remindersCommand, remindersHelp } from "./reminders.ts";
import { runCli } from "./run-cli.ts";

const ctx = await setupTestContext();
/** 24 hours before Friday 12 June 2026, 19:00 in Berlin. */
const NOW = "2026-06-11T17:00:00.000Z";
const env = { SMTP_URL: "smtp://localhost:2525", PUBLIC_ORIGIN: "https://tisch.example" };

beforeEach(async () => {
  await resetDatabase(ctx.db);
  const cast = await seedCast(ctx.db);
  await insertReminderReservation(ctx.db, cast.restaurant.id, { numberOfGuests: 2 });
});

const reminders = () => reminderMails(ctx.db);

describe("reminders", () => {
  it("given --dry-run, lists what is due with the count, exits 0 and sends nothing", async () => {
    const io = testIo(pipedInput(""), ctx.database, env);
    expect(await remindersCommand(["--dry-run", "--now", NOW], io)).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe("");
    expect(io.stdout.text).toBe(
      `${reminderTexts.cli.due(1, NOW)}\n${reminderTexts.cli.line("2026-06-12", "19:00", "Erika Mustermann")}\n`,
    );
    expect(await reminders()).toHaveLength(0);
  });

  it("given a run, sends the due reminder, prints the count and exits 0; a second run sends nothing twice", async () => {
    const io = testIo(pipedInput(""), ctx.database, env);
    expect(await runCli(["reminders", `--now=${NOW}`], io)).toBe(exitCodes.ok);
    expect(io.stdout.text.split("\n")[0]).toBe("1 Erinnerung gesendet (Stichtag 2026-06-11T17:00:00.000Z).");
    const [mail] = await reminders();
    expect(mail?.text).toContain("https://tisch.example/app/reservation/");
    const again = testIo(pipedInput(""), ctx.database, env);
    expect(await remindersCommand(["--now", NOW], again)).toBe(exitCodes.ok);
    expect(again.stdout.text).toBe("0 Erinnerungen gesendet (Stichtag 2026-06-11T17:00:00.000Z).\n");
    expect(await reminders()).toHaveLength(1);
  });

  it("given an invalid --now, answers 64 with a German message and the usage", async () => {
    const io = testIo(pipedInput(""));
    expect(await remindersCommand(["--now", "morgen"], io)).toBe(exitCodes.usage);
    expect(io.stderr.text).toBe(`${reminderTexts.cli.invalidNow("morgen")}\n\n${remindersHelp}\n`);
  });

  it("given --help, prints the usage; the command list names reminders", async () => {
    const io = testIo(pipedInput(""));
    expect(await remindersCommand(["--help"], io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toBe(`${remindersHelp}\n`);
    const list = testIo(pipedInput(""));
    expect(await runCli(["--help"], list)).toBe(exitCodes.ok);
    expect(list.stdout.text).toContain(reminderTexts.cli.summary);
  });
});
