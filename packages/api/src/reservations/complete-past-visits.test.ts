import type { NotificationMessage } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ReservationStatus, reservationEvents, reservations } from "../db/schema/index.ts";
import { insertReservation } from "../test/booking-helpers.ts";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { completePastVisits } from "./complete-past-visits.ts";

const ctx = await setupTestContext();

/** A visit at 19:00 in Berlin (17:00 to 19:00 UTC) on `date`. */
function visitOn(
  restaurantId: string,
  date: string,
  status: ReservationStatus,
  seatedAt: Date | null = null,
) {
  return insertReservation(ctx.db, {
    restaurantId,
    customerName: `${status} ${date}`,
    reservationDate: date,
    startsAt: new Date(`${date}T17:00:00Z`),
    endsAt: new Date(`${date}T19:00:00Z`),
    status,
    seatedAt,
  });
}
const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];

describe("completePastVisits", () => {
  it("closes guests at the door or the table once their day is over, confirmed ones a day later, and records it once", async () => {
    await resetDatabase(ctx.db);
    const cast = await seedCast(ctx.db);
    // 2026-05-12 06:00 UTC: 08:00 in Berlin on the 12th.
    const now = new Date("2026-05-12T06:00:00Z");
    const lateSitter = new Date("2026-05-11T19:30:00Z");
    const seated = await visitOn(cast.restaurant.id, "2026-05-11", "seated", lateSitter);
    const arrived = await visitOn(cast.restaurant.id, "2026-05-11", "arrived");
    const confirmedYesterday = await visitOn(cast.restaurant.id, "2026-05-11", "confirmed");
    const confirmedBefore = await visitOn(cast.restaurant.id, "2026-05-10", "confirmed");
    const seatedToday = await visitOn(cast.restaurant.id, "2026-05-12", "seated");
    const untouched = await Promise.all(
      (["pending", "cancelled", "no_show"] as const).map((status) =>
        visitOn(cast.restaurant.id, "2026-05-01", status),
      ),
    );
    const heard: NotificationMessage[] = [];
    const stop = await ctx.app.deps.events.subscribe(cast.restaurant.id, (message) => heard.push(message));

    expect(await completePastVisits(ctx.db, now)).toEqual(new Map([[cast.restaurant.id, 3]]));

    // Nobody saw the seated guests go: they left at their seating (after the booked end) or the booked end.
    expect(await rowOf(seated.id)).toMatchObject({ status: "completed", completedAt: lateSitter });
    expect(await rowOf(arrived.id)).toMatchObject({
      status: "completed",
      completedAt: new Date("2026-05-11T19:00:00Z"),
    });
    expect(await rowOf(confirmedBefore.id)).toMatchObject({ status: "completed" });
    // Staff may still mark yesterday's no-shows this morning.
    expect(await rowOf(confirmedYesterday.id)).toMatchObject({ status: "confirmed", completedAt: null });
    expect(await rowOf(seatedToday.id)).toMatchObject({ status: "seated" });
    for (const row of untouched) expect((await rowOf(row.id))?.status).toBe(row.status);
    const history = await ctx.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, seated.id));
    expect(history.map((entry) => [entry.type, entry.actor, entry.at.toISOString()])).toEqual([
      ["completed", "system", now.toISOString()],
    ]);
    await expect
      .poll(() => heard)
      .toEqual([
        {
          type: "changed",
          data: { entity: "reservations", action: "updated", dates: ["2026-05-10", "2026-05-11"] },
        },
      ]);
    await stop();

    expect(await completePastVisits(ctx.db, now)).toEqual(new Map());
    expect(await ctx.db.select().from(reservationEvents)).toHaveLength(3);
    // A day later, yesterday's untouched confirmation closes too, with the guests seated on the 12th.
    expect(await completePastVisits(ctx.db, new Date("2026-05-13T06:00:00Z"))).toEqual(
      new Map([[cast.restaurant.id, 2]]),
    );
    expect(await rowOf(confirmedYesterday.id)).toMatchObject({ status: "completed" });
    expect(await rowOf(seatedToday.id)).toMatchObject({ status: "completed" });
  });

  it("given more open visits than one batch (years of history after an upgrade), closes them all in batches, each once", async () => {
    await resetDatabase(ctx.db);
    const cast = await seedCast(ctx.db);
    const dates = ["2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"];
    const visits = await Promise.all(dates.map((date) => visitOn(cast.restaurant.id, date, "confirmed")));

    const now = new Date("2026-05-12T06:00:00Z");
    expect(await completePastVisits(ctx.db, now, 2)).toEqual(new Map([[cast.restaurant.id, 5]]));
    for (const visit of visits) expect((await rowOf(visit.id))?.status).toBe("completed");
    expect(await ctx.db.select().from(reservationEvents)).toHaveLength(5);
    expect(await completePastVisits(ctx.db, now, 2)).toEqual(new Map());
  });
});
