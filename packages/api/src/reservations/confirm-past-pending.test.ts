import type { NotificationMessage } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservationEvents, reservations, restaurants } from "../db/schema/index.ts";
import { insertReservation } from "../test/booking-helpers.ts";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { confirmPastPending } from "./confirm-past-pending.ts";

const ctx = await setupTestContext();

async function pendingOn(restaurantId: string, date: string) {
  return insertReservation(ctx.db, {
    restaurantId,
    customerName: `Gast ${date}`,
    reservationDate: date,
    startsAt: new Date(`${date}T12:00:00Z`),
    endsAt: new Date(`${date}T14:00:00Z`),
    status: "pending",
  });
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.status;

describe("confirmPastPending", () => {
  it("confirms pending reservations of the restaurant's past days once, by its own time zone's midnight", async () => {
    await resetDatabase(ctx.db);
    const cast = await seedCast(ctx.db);
    // 2026-05-12 13:30 UTC is already 13 May in Auckland (01:30, UTC+12), still 12 May in Berlin.
    await ctx.db
      .update(restaurants)
      .set({ timeZone: "Pacific/Auckland" })
      .where(eq(restaurants.id, cast.otherRestaurant.id));
    const now = new Date("2026-05-12T13:30:00Z");
    const berlinYesterday = await pendingOn(cast.restaurant.id, "2026-05-11");
    const berlinToday = await pendingOn(cast.restaurant.id, "2026-05-12");
    const aucklandYesterday = await pendingOn(cast.otherRestaurant.id, "2026-05-12");
    const aucklandToday = await pendingOn(cast.otherRestaurant.id, "2026-05-13");
    const heard: NotificationMessage[] = [];
    const stop = await ctx.app.deps.events.subscribe(cast.restaurant.id, (message) => heard.push(message));

    const counts = await confirmPastPending(ctx.db, now);

    expect(counts).toEqual(
      new Map([
        [cast.restaurant.id, 1],
        [cast.otherRestaurant.id, 1],
      ]),
    );
    expect(await statusOf(berlinYesterday.id)).toBe("confirmed");
    expect(await statusOf(berlinToday.id)).toBe("pending");
    expect(await statusOf(aucklandYesterday.id)).toBe("confirmed");
    expect(await statusOf(aucklandToday.id)).toBe("pending");
    const history = await ctx.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, berlinYesterday.id));
    expect(history.map((entry) => [entry.type, entry.actor, entry.at.toISOString()])).toEqual([
      ["confirmed", "system", now.toISOString()],
    ]);
    // Open dashboards hear which day changed.
    await expect
      .poll(() => heard)
      .toEqual([
        { type: "changed", data: { entity: "reservations", action: "updated", dates: ["2026-05-11"] } },
      ]);
    await stop();

    expect(await confirmPastPending(ctx.db, now)).toEqual(new Map());
    expect(await ctx.db.select().from(reservationEvents)).toHaveLength(2);
  });

  it("leaves confirmed, cancelled and no-show reservations of past days as they are", async () => {
    await resetDatabase(ctx.db);
    const cast = await seedCast(ctx.db);
    for (const status of ["confirmed", "cancelled", "no_show"] as const)
      await insertReservation(ctx.db, {
        restaurantId: cast.restaurant.id,
        customerName: status,
        reservationDate: "2026-05-01",
        startsAt: new Date("2026-05-01T17:00:00Z"),
        endsAt: new Date("2026-05-01T19:00:00Z"),
        status,
      });
    expect(await confirmPastPending(ctx.db, new Date("2026-05-12T10:00:00Z"))).toEqual(new Map());
    expect(await ctx.db.select().from(reservationEvents)).toHaveLength(0);
  });
});
