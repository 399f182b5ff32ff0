import { adminAccountTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, restaurants, users } from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [4]);
});

type Listed = { _id: string; name: string; isDemo: boolean; listed?: boolean };
const path = (id: string) => `/api/admin/restaurants/${id}`;
const setListed = (client: TestClient, id: string, json: unknown) =>
  client.request("PATCH", path(id), { json });
const partnerNames = async (client: TestClient) =>
  ((await client.get<{ data: Listed[] }>("/api/restaurants")).body.data ?? []).map((r) => r.name);

describe("PATCH /api/admin/restaurants/{restaurantId}", () => {
  it("given anyone but an admin, refuses and the restaurant stays listed", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403 },
      (c) => setListed(c, cast.restaurant.id, { listed: false }),
    );
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row?.listed).toBe(true);
  });

  it("given a bad body or id, answers 400; an unknown restaurant 404", async () => {
    expect((await setListed(as.admin, cast.restaurant.id, {})).status).toBe(400);
    expect((await setListed(as.admin, cast.restaurant.id, { listed: "nein" })).status).toBe(400);
    expect((await setListed(as.admin, "kein%20id", { listed: false })).status).toBe(400);
    const unknown = await setListed(as.admin, "unbekannt", { listed: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Restaurant nicht gefunden.");
  });

  it("given an admin hiding a restaurant, the public list leaves it out, admins still see it, and its widget books", async () => {
    const hidden = await setListed(as.admin, cast.restaurant.id, { listed: false });
    expectAnswer(hidden, 200, {
      success: true,
      message: adminAccountTexts.restaurantHidden,
      restaurant: { _id: cast.restaurant.id, listed: false, isDemo: false },
    });

    for (const role of ["anonymous", "customer", "owner"] as const) {
      expect({ role, names: await partnerNames(as[role]) }).toEqual({ role, names: ["Restaurant B"] });
    }
    const all = (await as.admin.get<{ data: Listed[] }>("/api/restaurants")).body.data;
    expect(all.map((r) => [r.name, r.listed, r.isDemo])).toEqual([
      ["Restaurant A", false, false],
      ["Restaurant B", true, false],
    ]);

    const own = await as.anonymous.get<{ data: Listed }>(`/api/restaurants/${cast.restaurant.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).not.toHaveProperty("listed");
    const booked = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    expect(booked.status).toBe(201);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "restaurant_hidden"));
    expect(entry).toMatchObject({ targetId: cast.restaurant.id, details: { restaurant: "Restaurant A" } });
  });

  it("given an admin showing it again, the public list has it again", async () => {
    const shown = await setListed(as.admin, cast.restaurant.id, { listed: true });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      message: adminAccountTexts.restaurantShown,
      restaurant: { listed: true },
    });
    expect(await partnerNames(as.anonymous)).toEqual(["Restaurant A", "Restaurant B"]);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, "restaurant_shown"))).toHaveLength(
      1,
    );
  });

  it("given the state it has already, changes nothing and writes no entry", async () => {
    expect((await setListed(as.admin, cast.restaurant.id, { listed: true })).status).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, "restaurant_shown"))).toHaveLength(
      1,
    );
  });
});

describe("GET /api/restaurants: the public partner list", () => {
  it("given an owner who has not confirmed the address or is deactivated, leaves the restaurant out; admins see it", async () => {
    const ownerB = cast.otherRestaurant.ownerId;
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ownerB));
    expect(await partnerNames(as.anonymous)).toEqual(["Restaurant A"]);
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), deactivatedAt: new Date() })
      .where(eq(users.id, ownerB));
    expect(await partnerNames(as.customer)).toEqual(["Restaurant A"]);
    expect(await partnerNames(as.admin)).toEqual(["Restaurant A", "Restaurant B"]);
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, ownerB));
    expect(await partnerNames(as.anonymous)).toEqual(["Restaurant A", "Restaurant B"]);
  });
});
