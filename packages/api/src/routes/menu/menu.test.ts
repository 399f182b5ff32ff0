import { describe, expect, it } from "vitest";
import { menuItems } from "../../db/schema/index.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { openEventStream } from "../../test/sse.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("menu", () => {
  it("given the owner or a sub-user, creates items (price in cents, default type main)", async () => {
    const created = await as.owner.post("/api/menu", {
      name: "Tiramisù",
      price: 7.5,
      type: "dessert",
      userId: cast.owner.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Tiramisù",
      price: 7.5,
      type: "dessert",
      userId: cast.owner.id,
    });
    const bySubuser = await as.subuser.post("/api/menu", {
      name: "Pizza Margherita",
      price: 10.9,
      userId: cast.owner.id,
    });
    expect(bySubuser.body.data).toMatchObject({ type: "main", price: 10.9 });
    const rows = await ctx.db.select().from(menuItems);
    expect(rows.map((r) => r.priceCents).sort()).toEqual([1090, 750]);
  });

  it("given strangers, refuses to create and to read", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (c) =>
      c.post("/api/menu", { name: "Fremd", price: 1, userId: cast.owner.id }),
    );
    for (const path of [`/api/menu/user/${cast.owner.id}`, `/api/menu/restaurant/${cast.restaurant.id}`]) {
      await expectStatuses(
        as,
        { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
        (c) => c.get(path),
      );
    }
    expect(await ctx.db.select().from(menuItems)).toHaveLength(2);
  });

  it("given the lists, /user answers a bare array and /restaurant { success, data }, in category order", async () => {
    const byUser = await as.subuser.get<Array<{ type: string }>>(`/api/menu/user/${cast.subuser.id}`);
    expect(byUser.body.map((item) => item.type)).toEqual(["main", "dessert"]);
    expect((await as.owner.get(`/api/menu/restaurant/${cast.restaurant.id}`)).body).toMatchObject({
      success: true,
      data: byUser.body,
    });
  });

  it("given invalid items, answers 400 with the required German text and stores nothing", async () => {
    for (const body of [
      { name: " ", price: 5 },
      { name: "Gratis", price: 0 },
      { name: "Krumm", price: 1.005 },
      { name: "Falsch", price: 5, type: "snack" },
      { name: "Text", price: "5" },
    ]) {
      const response = await as.owner.post("/api/menu", body);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: "Bitte füllen Sie alle Felder korrekt aus",
      });
    }
    expect(await ctx.db.select().from(menuItems)).toHaveLength(2);
  });

  it("given update and delete, staff may; strangers change nothing; unknown ids 404", async () => {
    const [item] = await ctx.db.select().from(menuItems);
    const path = `/api/menu/${item?.id}`;
    const body = { name: "Neu", price: 9.99, type: "main" };
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (c) => c.put(path, body));
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (c) => c.delete(path));
    expect((await as.subuser.put(path, body)).body.data).toMatchObject({ name: "Neu", price: 9.99 });
    expect((await as.subuser.delete(path)).status).toBe(200);
    expect((await as.owner.put(path, body)).status).toBe(404);
    expect((await as.owner.delete(path)).status).toBe(404);
  });

  it("given a new, changed and deleted item, announces each as a 'menu' change so open order dialogs update", async () => {
    const stream = await openEventStream(
      ctx.app,
      as.subuser,
      `/api/notifications/listen/${cast.restaurant.id}`,
    );
    await stream.next("connected");
    const created = await as.owner.post<{ data: { _id: string } }>("/api/menu", {
      name: "Espresso",
      price: 2.2,
      type: "drink",
      userId: cast.owner.id,
    });
    const id = created.body.data._id;
    await stream.next("changed", (d) => d.entity === "menu" && d.action === "created" && d.id === id);
    await as.owner.put(`/api/menu/${id}`, { name: "Espresso doppio", price: 3.2, type: "drink" });
    await stream.next("changed", (d) => d.entity === "menu" && d.action === "updated");
    await as.owner.delete(`/api/menu/${id}`);
    await stream.next("changed", (d) => d.entity === "menu" && d.action === "deleted");
    await stream.close();
  });
});
