import { describe, expect, it } from "vitest";
import { specialHours } from "../../db/schema/index.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { christmasHoliday as holiday } from "./holiday-fixture.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const list = () => `/api/restaurants/${cast.restaurant.id}/special-hours`;

describe("/api/restaurants/{restaurantId}/special-hours (the restaurant's id only)", () => {
  it("given the owner, creates, changes and deletes under the restaurant's id; anyone reads the list as under the owner's id", async () => {
    const created = await as.owner.post(list(), holiday);
    expect(created.status).toBe(201);
    const [entry] = created.body.data as { id: string; restaurantId: string }[];
    expect(entry).toMatchObject({ title: "Weihnachten", restaurantId: cast.restaurant.id });
    const read = await ctx.client().get(list());
    expect(read.body).toMatchObject({ success: true, data: created.body.data });
    expect(read.headers.get("cache-control")).toBe("public, max-age=15, stale-while-revalidate=60");
    expect((await ctx.client().get(`/api/special-hours/${cast.owner.id}`)).body.data).toEqual(read.body.data);

    const changed = await as.owner.put(`${list()}/${entry?.id}`, { ...holiday, title: "Heiligabend" });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual([expect.objectContaining({ title: "Heiligabend" })]);
    const deleted = await as.owner.delete(`${list()}/${entry?.id}`);
    expect(deleted.body.data).toEqual([]);
    expect(await ctx.db.select().from(specialHours)).toEqual([]);
  });

  it("given an owner's id where the restaurant's belongs, or an unknown restaurant, answers 404 in German", async () => {
    for (const id of [cast.owner.id, "unbekannt"]) {
      const answer = await ctx.client().get(`/api/restaurants/${id}/special-hours`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/nicht gefunden/);
    }
  });

  it("given other roles, refuses create, update and delete and changes nothing; another restaurant's entry is not found", async () => {
    const created = await as.owner.post(list(), holiday);
    const [entry] = created.body.data as { id: string }[];
    const one = `${list()}/${entry?.id}`;
    const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 } as const;
    await expectStatuses(as, refusals, (c) => c.post(list(), holiday));
    await expectStatuses(as, refusals, (c) => c.put(one, { ...holiday, title: "Gekapert" }));
    await expectStatuses(as, refusals, (c) => c.delete(one));
    expect((await ctx.db.select().from(specialHours)).map((s) => s.title)).toEqual(["Weihnachten"]);
    const elsewhere = await as.otherOwner.delete(
      `/api/restaurants/${cast.otherRestaurant.id}/special-hours/${entry?.id}`,
    );
    expect(elsewhere.status).toBe(404);
    const invalid = await as.owner.post(list(), { ...holiday, endDate: "2026-12-01" });
    expect(invalid.status).toBe(400);
    expect(await ctx.db.select().from(specialHours)).toHaveLength(1);
  });
});
