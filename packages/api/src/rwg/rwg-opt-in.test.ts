import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../db/schema/index.ts";
import { addTables } from "../test/booking-helpers.ts";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { RWG_TEST_CREDENTIALS, rwgCaller, slotOf } from "./rwg-test-helpers.ts";

// The owner's switch "Mit Google reservieren" in the configuration decides whether Google may book.
const ctx = await setupTestContext({ rwg: RWG_TEST_CREDENTIALS });
let cast: Cast;
const call = rwgCaller(ctx.client());
const WED_19 = "2026-05-13T17:00:00.000Z";

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  await addTables(ctx.db, cast.restaurant.id, [4]);
});

describe("the opt-in setting", () => {
  it("is off by default; the owner turns it on through the configuration and Google may book", async () => {
    const owner = await ctx.as("owner", cast);
    const before = await owner.get(`/api/restaurantconfigs/user/${cast.owner.id}`);
    expect((before.body.data as { reserveWithGoogle: boolean }).reserveWithGoogle).toBe(false);
    expect(
      (await call("CheckAvailability", { slot: slotOf(cast.restaurant.id, WED_19, 2) })).body.count_available,
    ).toBe(0);

    const saved = await owner.put(`/api/restaurantconfigs/${cast.owner.id}`, { reserveWithGoogle: true });
    expect(saved.status).toBe(200);
    const after = await owner.get(`/api/restaurantconfigs/user/${cast.owner.id}`);
    expect((after.body.data as { reserveWithGoogle: boolean }).reserveWithGoogle).toBe(true);
    expect(
      (await call("CheckAvailability", { slot: slotOf(cast.restaurant.id, WED_19, 2) })).body.count_available,
    ).toBe(1);
  });

  it("a restaurant hidden from the partner list takes no Google bookings even when opted in", async () => {
    await ctx.db.update(restaurants).set({ listed: false }).where(eq(restaurants.id, cast.restaurant.id));
    const answer = await call("CreateBooking", {
      slot: slotOf(cast.restaurant.id, WED_19, 2),
      user_information: { user_id: "u-hidden", given_name: "A", family_name: "B", email: "a@b.example" },
    });
    expect(answer.body.booking_failure?.cause).toBe("SLOT_UNAVAILABLE");
  });
});
