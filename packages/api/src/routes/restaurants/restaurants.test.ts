import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurants } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { createUser } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("reading restaurants (public)", () => {
  it("given anyone, lists restaurants with public fields under data and restaurants", async () => {
    const response = await ctx.client().get("/api/restaurants");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(response.body.restaurants);
    expect(response.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: cast.restaurant.id,
          name: "Restaurant A",
          ownerId: cast.owner.id,
          bannerUrl: null,
        }),
      ]),
    );
    expect(response.text).not.toMatch(/password/i);
  });

  it("given an id or an owner's (or sub-user's) id, answers the restaurant; unknown ids 404", async () => {
    expect((await ctx.client().get(`/api/restaurants/${cast.restaurant.id}`)).body).toMatchObject({
      restaurant: { name: "Restaurant A" },
    });
    expect((await ctx.client().get(`/api/restaurants/owner/${cast.owner.id}`)).body).toMatchObject({
      data: { _id: cast.restaurant.id },
    });
    expect((await ctx.client().get(`/api/restaurants/owner/${cast.subuser.id}`)).body).toMatchObject({
      data: { _id: cast.restaurant.id },
    });
    expect((await ctx.client().get("/api/restaurants/unbekannt")).status).toBe(404);
    expect((await ctx.client().get(`/api/restaurants/owner/${cast.customer.id}`)).status).toBe(404);
    expect((await ctx.client().get("/api/restaurants/..%2F..%2Fetc")).status).toBe(400);
  });
});

describe("PUT /api/restaurants/{restaurantId}", () => {
  it("given each role, only the owner and admins may change it; refusals change nothing", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.put(`/api/restaurants/${cast.restaurant.id}`, { name: "Gekapert" }),
    );
    const [unchanged] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(unchanged?.name).toBe("Restaurant A");
    await expectStatuses(as, { owner: 200, admin: 200 }, (c) =>
      c.put(`/api/restaurants/${cast.restaurant.id}`, { cuisine: "Italienisch" }),
    );
    const saved = await as.owner.put(`/api/restaurants/${cast.restaurant.id}`, {
      name: " Ristorante A ",
      website: "ristorante-a.example",
      description: "Neu",
    });
    expect(saved.body).toMatchObject({
      success: true,
      restaurant: { name: "Ristorante A", website: "ristorante-a.example" },
    });
    expect((await as.owner.put("/api/restaurants/unbekannt", { name: "x" })).status).toBe(404);
  });

  it("given bad input, answers 400 in German and changes nothing", async () => {
    const cases = [
      { name: "" },
      { email: "keine-adresse" },
      { name: "x".repeat(101) },
      { ownerId: cast.otherOwner.id },
      { name: 42 },
    ];
    for (const body of cases) {
      const response = await as.owner.put(`/api/restaurants/${cast.restaurant.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/[äöüÄÖÜß]|Bitte|Ungültig|Unbekannt|Maximal|erforderlich/);
    }
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row?.ownerId).toBe(cast.owner.id);
  });

  it("given a field changed elsewhere since it was read, saves nothing and answers 409 with the current value", async () => {
    const path = `/api/restaurants/${cast.restaurant.id}`;
    await as.owner.put(path, { phone: "030 111", address: "" });
    // Another tab read the same values and saves the phone first.
    expect((await as.admin.put(path, { phone: "030 222", expected: { phone: "030 111" } })).status).toBe(200);
    const stale = await as.owner.put(path, {
      phone: "030 333",
      address: "Neue Straße 1",
      expected: { phone: "030 111", address: null },
    });
    expectAnswer(stale, 409, {
      success: false,
      message: "Dieses Feld wurde inzwischen an anderer Stelle geändert. Es wurde nichts gespeichert.",
      restaurant: { phone: "030 222" },
      fields: ["phone"],
    });
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row?.phone).toBe("030 222");
    expect(row?.address ?? "").toBe("");
    // Another field, read as empty (null and "" alike), is not in the way; the owner's re-read value wins.
    expect((await as.owner.put(path, { address: "Neue Straße 1", expected: { address: "" } })).status).toBe(
      200,
    );
    const again = await as.owner.put(path, { phone: "030 333", expected: { phone: "030 222" } });
    expect(again.body).toMatchObject({ restaurant: { phone: "030 333", address: "Neue Straße 1" } });
  });
});

describe("POST /api/debug/create-restaurant", () => {
  it("given the owner without a restaurant, creates it once with a default configuration", async () => {
    const newOwner = await createUser(ctx.db, { email: "neu@owner.example" });
    const client = ctx.client();
    await client.login("neu@owner.example", "Geheim#2026");
    const body = { userId: newOwner.id, name: "Neues Lokal", email: "info@neues.example" };
    await expectStatuses(as, { anonymous: 401, customer: 403, owner: 403, subuser: 403 }, (c) =>
      c.post("/api/debug/create-restaurant", body),
    );
    const created = await client.post("/api/debug/create-restaurant", body);
    expectAnswer(created, 201, {
      success: true,
      message: "Restaurant erfolgreich erstellt!",
      restaurant: { name: "Neues Lokal" },
    });
    expect((await client.get(`/api/restaurantconfigs/user/${newOwner.id}`)).body).toMatchObject({
      config: { reservationDuration: 120 },
    });
    expect((await client.post("/api/debug/create-restaurant", body)).status).toBe(409);
  });

  it("given an admin, may create it for an owner; not for a customer; unknown users 404", async () => {
    const another = await createUser(ctx.db, { email: "zweiter@owner.example" });
    expect(
      (
        await as.admin.post("/api/debug/create-restaurant", {
          userId: another.id,
          name: "Zweites",
          email: "a@b.de",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await as.admin.post("/api/debug/create-restaurant", {
          userId: cast.customer.id,
          name: "X",
          email: "a@b.de",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as.admin.post("/api/debug/create-restaurant", {
          userId: "unbekannt",
          name: "X",
          email: "a@b.de",
        })
      ).status,
    ).toBe(404);
  });
});
