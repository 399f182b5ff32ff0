import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurantConfigs } from "../../db/schema/index.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const path = () => `/api/restaurants/${cast.restaurant.id}/config`;

describe("/api/restaurants/{restaurantId}/config (the restaurant's id only)", () => {
  it("given the restaurant's id, answers what the older address answers; another kind of id is not a restaurant", async () => {
    const read = await ctx.client().get(path());
    expect(read.status).toBe(200);
    const older = await ctx.client().get(`/api/restaurantconfigs/${cast.restaurant.id}`);
    expect(read.body).toEqual(older.body);
    expect(read.headers.get("cache-control")).toBe("public, max-age=15, stale-while-revalidate=60");
    const config = read.body.data as { _id: string };
    for (const id of [config._id, cast.owner.id, "unbekannt"]) {
      const other = await ctx.client().get(`/api/restaurants/${id}/config`);
      expect(other.status).toBe(404);
      expect(other.body.message).toMatch(/nicht gefunden/);
    }
  });

  it("given each role, only the owner and admins save; refusals change nothing", async () => {
    const change = { reservationDuration: 150 };
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.put(path(), change),
    );
    const stored = async () =>
      (
        await ctx.db
          .select()
          .from(restaurantConfigs)
          .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id))
      )[0]?.reservationDuration;
    expect(await stored()).toBe(120);
    const saved = await as.owner.put(path(), change);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, data: { reservationDuration: 150 } });
    expect(await stored()).toBe(150);
    expect((await as.admin.put(path(), { reservationDuration: 90 })).status).toBe(200);
    expect(await stored()).toBe(90);
  });

  it("given a stale version or bad values, answers 409 or a German 400 and changes nothing", async () => {
    const current = (await ctx.client().get(path())).body.data as { updatedAt: string };
    const stale = new Date(Date.parse(current.updatedAt) - 1000).toISOString();
    const conflict = await as.owner.put(path(), { reservationDuration: 60, expectedUpdatedAt: stale });
    expect(conflict.status).toBe(409);
    const invalid = await as.owner.put(path(), { reservationDuration: -5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(
      "Erlaubte Reservierungsdauer: 60, 90, 120, 150, 180, 210, 240 Minuten.",
    );
    expect(((await ctx.client().get(path())).body.data as { updatedAt: string }).updatedAt).toBe(
      current.updatedAt,
    );
  });
});
