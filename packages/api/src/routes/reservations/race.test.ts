import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { type Cast, seedCast } from "../../test/fixtures.ts";
import { setupTestContext } from "../../test/test-context.ts";

// 50 guests at once for the last table: exactly one gets it. On PostgreSQL (TEST_DATABASE_URL) the requests
// run on a real pool of connections; on PGlite (one connection) they queue at the database.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
let cast: Cast;
const slotTaken = "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.";

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  await addTables(ctx.db, cast.restaurant.id, [4]);
});

async function race(app: typeof ctx.app, date: string) {
  const guests = Array.from({ length: 50 }, () => ctx.client(app));
  const responses = await Promise.all(
    guests.map((guest, i) =>
      guest.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({
          reservationDate: date,
          customerName: `Gast ${i}`,
          timeSlot: i % 2 === 0 ? "19:00" : "19:30",
        }),
      ),
    ),
  );
  const statuses = responses.map((r) => r.status);
  const rows = await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, date));
  return { responses, statuses, rows };
}

describe("50 concurrent bookings for the last table", () => {
  it("given the booking lock, exactly one succeeds and 49 get 409 'nicht mehr verfügbar'", async () => {
    const { responses, statuses, rows } = await race(ctx.app, "2026-05-13");
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.status === 409)) expect(r.body.message).toBe(slotTaken);
    expect(rows).toHaveLength(1);
  });

  it("given no lock at all, the exclusion constraint alone still lets exactly one through (23P01 → 409)", async () => {
    const unlocked = ctx.build({ bookingLocks: false, rateLimits: { bookingPerIp: 10_000 } });
    const { responses, statuses, rows } = await race(unlocked, "2026-05-14");
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.status === 409))
      expect(r.body.message).toContain("nicht mehr verfügbar");
    expect(rows).toHaveLength(1);
  });
});
