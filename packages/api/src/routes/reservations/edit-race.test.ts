import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { reservationTables } from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

// Staff moving bookings at the same moment never put two of them on one table. On PostgreSQL
// (TEST_DATABASE_URL) the requests run on a real pool of connections; on PGlite they queue at the database.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
let tableIds: string[] = [];

beforeAll(async () => {
  tableIds = (
    await addTables(
      ctx.db,
      cast.restaurant.id,
      Array.from({ length: 20 }, () => 2),
    )
  ).map((table) => table.id);
});

type Booked = { _id: string; tableIds: string[]; timeSlot: string };

async function book(date: string, timeSlot: string, name: string): Promise<Booked> {
  const response = await as.owner.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ reservationDate: date, timeSlot, customerName: name, customerEmail: "", autoApprove: true }),
  );
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as Booked;
}

/** Pairs of active assignments of one table whose stays overlap: a double booking. */
async function doubleBookings() {
  const other = alias(reservationTables, "other");
  return ctx.db
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .innerJoin(
      other,
      and(
        eq(other.tableId, reservationTables.tableId),
        ne(other.reservationId, reservationTables.reservationId),
        lt(other.startsAt, reservationTables.endsAt),
        gt(other.endsAt, reservationTables.startsAt),
      ),
    )
    .where(and(eq(reservationTables.released, false), eq(other.released, false)));
}

async function held(reservationId: string) {
  const rows = await ctx.db
    .select({ tableId: reservationTables.tableId, startsAt: reservationTables.startsAt })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, reservationId));
  return rows;
}

describe("two staff members moving two bookings onto the same free table at once", () => {
  it("given both ask for it, exactly one gets it; the other keeps its own table", async () => {
    const first = await book("2026-05-13", "19:00", "Anna Erst");
    const second = await book("2026-05-13", "19:00", "Bruno Zweit");
    const free = tableIds.find((id) => !first.tableIds.includes(id) && !second.tableIds.includes(id));
    const [a, b] = await Promise.all([
      as.owner.put(`/api/reservations/${first._id}`, { tableIds: [free] }),
      as.subuser.put(`/api/reservations/${second._id}`, { tableIds: [free] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? first : second;
    expect((a.status === 409 ? a : b).body).toMatchObject({ code: "slot_taken" });
    expect((await held(loser._id)).map((row) => row.tableId)).toEqual(loser.tableIds);
    expect(await doubleBookings()).toEqual([]);
  });
});

/**
 * 20 lunch bookings, each on its own table, all moved to 19:00 at once while 15 tables are booked then: five
 * moves fit, fifteen are refused and keep their lunch table.
 */
async function rushToDinner(
  date: string,
  send: (client: TestClient, id: string) => Promise<{ status: number }>,
) {
  const lunch: Booked[] = [];
  for (let i = 0; i < 20; i++) lunch.push(await book(date, "12:00", `Mittag ${i}`));
  for (let i = 0; i < 15; i++) await book(date, "19:00", `Abend ${i}`);
  const clients = [as.owner, as.subuser, as.admin];
  const responses = await Promise.all(
    lunch.map((reservation, i) => send(clients[i % clients.length] ?? as.owner, reservation._id)),
  );
  const statuses = responses.map((response) => response.status);
  const evening = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(reservationTables)
    .where(
      and(
        eq(reservationTables.released, false),
        eq(reservationTables.startsAt, new Date(`${date}T17:00:00.000Z`)),
      ),
    );
  return { lunch, statuses, eveningTables: evening[0]?.count };
}

describe("20 parallel edits onto five free tables", () => {
  it("given the booking locks, five succeed, fifteen get 409 and nothing is double-booked", async () => {
    const { lunch, statuses, eveningTables } = await rushToDinner("2026-05-14", (client, id) =>
      client.put(`/api/reservations/${id}`, { timeSlot: "19:00" }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(eveningTables).toBe(20);
    for (const [i, reservation] of lunch.entries()) {
      if (statuses[i] !== 409) continue;
      expect((await held(reservation._id)).map((row) => row.tableId)).toEqual(reservation.tableIds);
    }
    expect(await doubleBookings()).toEqual([]);
  });

  it("given no lock at all, the exclusion constraint alone never lets two onto one table", async () => {
    const unlocked = ctx.build({ bookingLocks: false, rateLimits: { bookingPerIp: 10_000 } });
    const signedIn = await ctx.as("owner", cast, unlocked);
    const { statuses, eveningTables } = await rushToDinner("2026-05-15", (_client, id) =>
      signedIn.put(`/api/reservations/${id}`, { timeSlot: "19:00" }),
    );
    // Without the lock concurrent moves may all pick the same free table: at most five win, the rest get 409.
    const moved = statuses.filter((status) => status === 200).length;
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(moved).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - moved);
    expect(eveningTables).toBe(15 + moved);
    expect(await doubleBookings()).toEqual([]);
  });
});
