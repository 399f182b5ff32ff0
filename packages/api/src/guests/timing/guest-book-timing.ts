// Times the guest book against a demo restaurant with years of history, as it reads now and as it read
// before (every reservation for every request), side by side. Not a test: it prints figures.
//
//   node --conditions=@tischservice/source --import tsx src/guests/timing/guest-book-timing.ts <dir>
//   node --conditions=@tischservice/source --import tsx src/guests/timing/guest-book-timing.ts postgres://…
//
// A directory is an embedded PGlite database, a URL an (empty or prepared) PostgreSQL database. The first
// run seeds the demo data and writes three years of history (a few minutes); later runs only measure.
import {
  guestKeyOfLookup,
  guestListQuerySchema,
  hasGuestTag,
  matchesGuestSearch,
  sortGuests,
} from "@tischservice/core";
import { and, count, eq, sql } from "drizzle-orm";
import { type Db, openDatabase } from "../../db/client.ts";
import { reservations } from "../../db/schema/index.ts";
import { defaultHistoryOwner, demoRestaurantOf, writeDemoHistory } from "../../seed/demo-history.ts";
import { seedDemoData } from "../../seed/seed-demo-data.ts";
import { guestHints, guestProfileOf, listGuestPage } from "../guest-book.ts";
import * as before from "./guest-book-before.ts";

const RUNS = 7;

/** The median of `RUNS` timed runs after one warm-up, in milliseconds. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function prepare(db: Db, now: Date) {
  await seedDemoData(db, { now });
  const found = await demoRestaurantOf(db, defaultHistoryOwner);
  if (!found) throw new Error("no demo restaurant");
  const restaurantId = found.id;
  const [existing] = await db
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.restaurantId, restaurantId));
  if ((existing?.n ?? 0) < 10_000) await writeDemoHistory(db, { restaurantId, years: 3, now });
  return restaurantId;
}

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error("usage: guest-book-timing.ts <pglite dir | postgres url>");
  const database = await openDatabase(
    target.startsWith("postgres") ? { kind: "postgres", url: target } : { kind: "pglite", dataDir: target },
  );
  const { db } = database;
  const now = new Date();
  const restaurantId = await prepare(db, now);
  const [size] = await db
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.restaurantId, restaurantId));
  // A regular (most reservations) for the profile, their surname's start for the search, today for hints.
  const [regular] = await db
    .select({ key: reservations.guestKey, name: sql<string>`max(${reservations.customerName})`, n: count() })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), sql`${reservations.guestKey} <> ''`))
    .groupBy(reservations.guestKey)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!regular) throw new Error("no guests");
  const surname = (regular.name.split(" ").at(-1) ?? regular.name).slice(0, 4);
  const today = now.toISOString().slice(0, 10);
  const day = await db
    .select({ date: reservations.reservationDate })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), sql`${reservations.reservationDate} < ${today}`))
    .orderBy(sql`${reservations.reservationDate} desc`)
    .limit(1);
  const hintDay = day[0]?.date ?? today;
  const lookup = regular.key.includes("@") ? { email: regular.key } : { phone: regular.key };
  const key = guestKeyOfLookup(lookup);

  const beforeList = async (q?: string) => {
    const query = guestListQuerySchema.parse({ q });
    const book = await before.loadGuestBook(db, restaurantId);
    const found = before
      .guestEntries(book, now)
      .filter((g) => matchesGuestSearch(g, query.q) && hasGuestTag(g.tags, query.tag));
    return sortGuests(found, query.sort);
  };
  const afterList = (q?: string) => listGuestPage(db, restaurantId, guestListQuerySchema.parse({ q }), now);
  const rows: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
    [`search "${surname}"`, () => beforeList(surname), () => afterList(surname)],
    ["list, first page", () => beforeList(), () => afterList()],
    [
      `profile (${regular.n} reservations)`,
      async () => before.guestProfileOf(db, await before.loadGuestBook(db, restaurantId), key, now),
      () => guestProfileOf(db, restaurantId, key, now),
    ],
    [
      `hints ${hintDay}`,
      async () =>
        before.guestHints(await before.loadGuestBook(db, restaurantId), now, { from: hintDay, to: hintDay }),
      () => guestHints(db, restaurantId, now, { from: hintDay, to: hintDay }),
    ],
  ];
  console.log(`${database.kind}, ${size?.n ?? 0} reservations of the restaurant, median of ${RUNS} runs`);
  console.log(["", "before ms", "now ms"].join("\t"));
  for (const [label, old, current] of rows) {
    const a = await median(old);
    const b = await median(current);
    console.log([label, a.toFixed(1), b.toFixed(1)].join("\t"));
  }
  await database.close();
}

await main();
