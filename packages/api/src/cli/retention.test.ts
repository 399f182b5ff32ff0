import { retentionTexts } from "@tischservice/core/texts";
import { describe, expect, it } from "vitest";
import { demoRequests } from "../db/schema/index.ts";
import { setPlatformReservationMonths } from "../privacy/retention-settings.ts";
import { insertReservation } from "../test/booking-helpers.ts";
import { pipedInput, testIo } from "../test/cli-io.ts";
import { seedCast } from "../test/fixtures.ts";
import { retentionCounts } from "../test/retention-counts.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { exitCodes } from "./exit-codes.ts";
import { retentionCommand, retentionHelp, retentionReport } from "./retention.ts";
import { runCli } from "./run-cli.ts";

const ctx = await setupTestContext();
const NOW = "2026-11-24T03:00:00.000Z";
const none = retentionCounts();

async function withOldDemoRequest() {
  await resetDatabase(ctx.db);
  await ctx.db.insert(demoRequests).values({
    firstName: "Alt",
    lastName: "Anfrage",
    email: "alt@beispiel.de",
    createdAt: new Date("2025-11-24T02:59:59.999Z"),
  });
}

describe("retention", () => {
  it("given --dry-run, prints what would go per kind in German, exits 0 and changes nothing", async () => {
    await withOldDemoRequest();
    const io = testIo(pipedInput(""), ctx.database, { SMTP_URL: "smtp://localhost:2525" });
    expect(await retentionCommand(["--dry-run", "--now", NOW], io)).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe("");
    expect(io.stdout.text).toBe(`${retentionReport(NOW, true, { ...none, demoRequests: 1 })}\n`);
    expect(io.stdout.text).toContain("Probelauf");
    expect(io.stdout.text).toMatch(/^\s+1 {2}Demo-Anfragen gelöscht$/m);
    expect(await ctx.db.select().from(demoRequests)).toHaveLength(1);
  });

  it("given a run, removes what is due, prints the counts and exits 0; a second run finds nothing", async () => {
    await withOldDemoRequest();
    const io = testIo(pipedInput(""), ctx.database, { SMTP_URL: "smtp://localhost:2525" });
    expect(await runCli(["retention", `--now=${NOW}`], io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toBe(`${retentionReport(NOW, false, { ...none, demoRequests: 1 })}\n`);
    expect(await ctx.db.select().from(demoRequests)).toHaveLength(0);
    const again = testIo(pipedInput(""), ctx.database, { SMTP_URL: "smtp://localhost:2525" });
    expect(await retentionCommand(["--now", NOW], again)).toBe(exitCodes.ok);
    expect(again.stdout.text).toBe(`${retentionReport(NOW, false, none)}\n`);
  });

  it("given a platform period an admin stored (6 months), applies it: a 7-month-old visit is due", async () => {
    await resetDatabase(ctx.db);
    const cast = await seedCast(ctx.db);
    const endsAt = new Date("2026-04-24T03:00:00.000Z");
    await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Gast Sieben",
      customerEmail: "sieben@beispiel.de",
      status: "confirmed",
      reservationDate: "2026-04-24",
      startsAt: new Date(endsAt.getTime() - 2 * 60 * 60 * 1000),
      endsAt,
    });
    const dryRun = () => {
      const io = testIo(pipedInput(""), ctx.database, { SMTP_URL: "smtp://localhost:2525" });
      return retentionCommand(["--dry-run", "--now", NOW], io).then(() => io.stdout.text);
    };
    expect(await dryRun()).toBe(`${retentionReport(NOW, true, none)}\n`);
    await ctx.db.transaction((tx) => setPlatformReservationMonths(tx, 6, new Date(NOW)));
    expect(await dryRun()).toBe(`${retentionReport(NOW, true, { ...none, reservations: 1 })}\n`);
  });

  it.each([
    ["a word", "gestern"],
    ["an impossible date", "2026-13-45"],
    ["a time without a date", "03:00"],
  ])(
    "given %s as --now, answers 64 with a German message and the usage, opening no database",
    async (_case, value) => {
      let opened = false;
      const io = {
        ...testIo(pipedInput("")),
        openDatabase: async () => {
          opened = true;
          throw new Error("not expected");
        },
      };
      expect(await retentionCommand(["--now", value], io)).toBe(exitCodes.usage);
      expect(io.stderr.text).toBe(`${retentionTexts.invalidNow(value)}\n\n${retentionHelp}\n`);
      expect(io.stdout.text).toBe("");
      expect(opened).toBe(false);
    },
  );

  it("given --help, prints the usage; the command list names retention", async () => {
    const io = testIo(pipedInput(""));
    expect(await retentionCommand(["--help"], io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toBe(`${retentionHelp}\n`);
    const list = testIo(pipedInput(""));
    expect(await runCli(["--help"], list)).toBe(exitCodes.ok);
    expect(list.stdout.text).toContain(`retention${" ".repeat(6)}${retentionTexts.summary}`);
  });
});
