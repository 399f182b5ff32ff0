import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  reservations,
  reservationTables,
  tableCombinationMembers,
  tableCombinations,
} from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { type Cast, seedCast } from "../../test/fixtures.ts";
import { setupTestContext } from "../../test/test-context.ts";

// 30 guests at once where single tables and a defined combination of them overlap: two-person parties
// take single tables, five-person parties the combination of all three. Whatever order they land in,
// no table is booked twice. On PostgreSQL (TEST_DATABASE_URL) the requests run on a real pool of
// connections; on PGlite (one connection) they queue at the database.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
let cast: Cast;
let tableIds: string[] = [];

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  tableIds = (await addTables(ctx.db, cast.restaurant.id, [2, 2, 2])).map((row) => row.id);
  const [combination] = await ctx.db
    .insert(tableCombinations)
    .values({ restaurantId: cast.restaurant.id, name: "Alle drei" })
    .returning();
  if (!combination) throw new Error("no combination");
  await ctx.db
    .insert(tableCombinationMembers)
    .values(tableIds.map((tableId) => ({ combinationId: combination.id, tableId })));
});

async function race(app: typeof ctx.app, date: string) {
  const guests = Array.from({ length: 30 }, () => ctx.client(app));
  const responses = await Promise.all(
    guests.map((guest, i) =>
      guest.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ reservationDate: date, customerName: `Gast ${i}`, numberOfGuests: i % 3 === 0 ? 5 : 2 }),
      ),
    ),
  );
  const rows = await ctx.db
    .select({ tableId: reservationTables.tableId, reservationId: reservationTables.reservationId })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(and(eq(reservations.reservationDate, date), eq(reservationTables.released, false)));
  return { statuses: responses.map((r) => r.status), rows };
}

function expectNoTableTwice(result: Awaited<ReturnType<typeof race>>) {
  const { statuses, rows } = result;
  expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
  const booked = rows.map((row) => row.tableId);
  expect(new Set(booked).size).toBe(booked.length);
  expect(booked.every((id) => tableIds.includes(id))).toBe(true);
  const reservationsBooked = new Set(rows.map((row) => row.reservationId)).size;
  expect(statuses.filter((status) => status === 201)).toHaveLength(reservationsBooked);
  // Either the combination took all three tables at once, or single tables went one by one.
  const perReservation = new Map<string, number>();
  for (const row of rows)
    perReservation.set(row.reservationId, (perReservation.get(row.reservationId) ?? 0) + 1);
  for (const count of perReservation.values()) expect([1, 3]).toContain(count);
  expect(reservationsBooked).toBeGreaterThan(0);
}

describe("30 concurrent bookings over single tables and their combination", () => {
  it("given the booking lock, never books a table twice", async () => {
    expectNoTableTwice(await race(ctx.app, "2026-05-13"));
  });

  it("given no lock at all, the exclusion constraint alone still keeps every table single-booked", async () => {
    const unlocked = ctx.build({ bookingLocks: false, rateLimits: { bookingPerIp: 10_000 } });
    expectNoTableTwice(await race(unlocked, "2026-05-14"));
  });
});
