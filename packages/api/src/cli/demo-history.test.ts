import { demoHistoryTexts } from "@tischservice/core/texts";
import { and, count, eq, lt, max, min, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, reservations, restaurants, users } from "../db/schema/index.ts";
import { seedDemoData } from "../seed/seed-demo-data.ts";
import { pipedInput, testIo } from "../test/cli-io.ts";
import { setupTestContext } from "../test/test-context.ts";
import { demoHistoryCommand } from "./demo-history.ts";
import { exitCodes } from "./exit-codes.ts";
import { runCli } from "./run-cli.ts";

const ctx = await setupTestContext();
const NOW = "2026-11-24T09:00:00.000Z";
// The smallest demo restaurant (six tables) keeps a year of history to a few thousand rows.
const OWNER = "inhaber@gruenkraut.example";

async function restaurantOf(owner: string) {
  const [row] = await ctx.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.email, owner));
  if (!row) throw new Error(`no restaurant of ${owner}`);
  return row.id;
}

async function reservationCount(restaurantId?: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(reservations)
    .where(restaurantId ? eq(reservations.restaurantId, restaurantId) : undefined);
  return row?.n ?? 0;
}

const run = (args: string[]) => {
  const io = testIo(pipedInput(""), ctx.database);
  return { io, done: demoHistoryCommand(args, io) };
};

// A year of history writes thousands of rows: seconds on an idle machine, far more on a loaded one.
describe("demo-history", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await seedDemoData(ctx.db, { now: new Date(NOW) });
  }, 180_000);

  it("given bad years or a bad time, says so in German with the usage, exits 64 and writes nothing", async () => {
    const before = await reservationCount();
    for (const [args, message] of [
      [["--years", "0"], demoHistoryTexts.invalidYears("0")],
      [["--years", "11"], demoHistoryTexts.invalidYears("11")],
      [["--years", "drei"], demoHistoryTexts.invalidYears("drei")],
      [["--now", "gestern"], demoHistoryTexts.invalidNow("gestern")],
    ] as const) {
      const { io, done } = run([...args]);
      expect(await done).toBe(exitCodes.usage);
      expect(io.stderr.text).toContain(message);
      expect(io.stderr.text).toContain(demoHistoryTexts.usage);
    }
    expect(await reservationCount()).toBe(before);
  });

  it("given an account that owns no demo restaurant, refuses with exit 2 and writes nothing", async () => {
    const before = await reservationCount();
    const { io, done } = run(["--owner", "gast@gast.example", "--now", NOW]);
    expect(await done).toBe(exitCodes.refused);
    expect(io.stderr.text).toBe(`${demoHistoryTexts.notDemo("gast@gast.example")}\n`);
    expect(await reservationCount()).toBe(before);
  });

  it("given a demo restaurant, writes a year of past visits before its own reservations; a second run writes nothing", async () => {
    const restaurantId = await restaurantOf(OWNER);
    const [own] = await ctx.db
      .select({ oldest: min(reservations.reservationDate) })
      .from(reservations)
      .where(eq(reservations.restaurantId, restaurantId));
    const ownCount = await reservationCount(restaurantId);
    const othersBefore = (await reservationCount()) - ownCount;

    const io = testIo(pipedInput(""), ctx.database);
    expect(await runCli(["demo-history", "--years", "1", "--owner", OWNER, `--now=${NOW}`], io)).toBe(
      exitCodes.ok,
    );
    expect(io.stderr.text).toBe("");
    const written = (await reservationCount(restaurantId)) - ownCount;
    // Six tables, five sittings a day, six open days a week, about four in five sittings booked, over the
    // year before the demo's own 90 days: about 236 open days.
    expect(written).toBeGreaterThan(4500);
    expect(written).toBeLessThan(7000);
    expect(io.stdout.text).toMatch(
      /^[\d.]+ Reservierungen und [\d.]+ bezahlte Bestellungen geschrieben \(2025-11-2\d bis /,
    );
    expect(io.stdout.text).toContain(written.toLocaleString("de-DE"));
    // Only before the demo's own days, only this restaurant, only states a past visit can have.
    const [range] = await ctx.db
      .select({ newest: max(reservations.reservationDate) })
      .from(reservations)
      .where(
        and(eq(reservations.restaurantId, restaurantId), lt(reservations.reservationDate, own?.oldest ?? "")),
      );
    expect(range?.newest).toBeTruthy();
    expect((await reservationCount()) - ownCount - written).toBe(othersBefore);
    const statuses = await ctx.db
      .selectDistinct({ status: reservations.status })
      .from(reservations)
      .where(
        and(eq(reservations.restaurantId, restaurantId), lt(reservations.reservationDate, own?.oldest ?? "")),
      );
    expect(statuses.map((s) => s.status).sort()).toEqual(["cancelled", "completed", "no_show"]);
    // The visits that happened were stepped through: seated, then left within the sitting.
    const [stays] = await ctx.db
      .select({
        visits: count(),
        stepped: sql<number>`count(*) filter (where ${reservations.seatedAt} >= ${reservations.startsAt} and ${reservations.completedAt} > ${reservations.seatedAt} and ${reservations.completedAt} <= ${reservations.endsAt})::int`,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.restaurantId, restaurantId),
          eq(reservations.status, "completed"),
          lt(reservations.reservationDate, own?.oldest ?? ""),
        ),
      );
    expect(stays?.visits).toBeGreaterThan(0);
    expect(stays?.stepped).toBe(stays?.visits);
    const [paid] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.status, "paid")));
    expect(paid?.n ?? 0).toBeGreaterThan(written / 3);

    const again = run(["--years", "1", "--owner", OWNER, "--now", NOW]);
    expect(await again.done).toBe(exitCodes.ok);
    expect(again.io.stdout.text).toBe(`${demoHistoryTexts.nothingToWrite}\n`);
    expect(await reservationCount(restaurantId)).toBe(ownCount + written);
  });
});
