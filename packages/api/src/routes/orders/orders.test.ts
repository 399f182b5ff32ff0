import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { menuItems, payments } from "../../db/schema/index.ts";
import { addTables } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
let tableId: string;
let pizza: string;
let wine: string;

type Order = { _id: string; totalAmount: number; items: Array<{ menuItemId: string; quantity: number }> };
type Paid = { paymentId: string; orders: Array<{ orderId: string; amount: number; tip: number }> };

beforeAll(async () => {
  const [table] = await addTables(ctx.db, cast.restaurant.id, [4]);
  tableId = table?.id ?? "";
  const menu = await ctx.db
    .insert(menuItems)
    .values([
      { restaurantId: cast.restaurant.id, name: "Pizza", priceCents: 1000, type: "main" },
      { restaurantId: cast.restaurant.id, name: "Wein", priceCents: 650, type: "drink" },
    ])
    .returning();
  pizza = menu[0]?.id ?? "";
  wine = menu[1]?.id ?? "";
});

const dineIn = (items: Array<[string, number]>) => ({
  restaurantId: cast.restaurant.id,
  tableId,
  tableName: "egal",
  items: items.map(([menuItemId, quantity]) => ({
    menuItemId,
    name: "x",
    price: 0.01,
    quantity,
    type: "main",
  })),
  totalAmount: 1,
  status: "pending",
});

async function deliverAll(order: Order) {
  for (const item of order.items) {
    await as.subuser.put(`/api/orders/${order._id}/item/${item.menuItemId}/delivered`, { delivered: true });
  }
}

describe("orders", () => {
  it("given staff, takes dine-in orders with prices and total from the menu (the client's total is ignored)", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (c) =>
      c.post("/api/orders", dineIn([[pizza, 1]])),
    );
    const response = await as.subuser.post(
      "/api/orders",
      dineIn([
        [pizza, 2],
        [wine, 1],
        [pizza, 1],
      ]),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      tableName: "Tisch 1",
      orderType: "dine-in",
      totalAmount: 36.5,
    });
    const takeaway = await as.owner.post("/api/orders", {
      restaurantId: cast.restaurant.id,
      customerName: "Karl",
      orderType: "take-away",
      items: [{ menuItemId: wine, quantity: 2 }],
    });
    expect(takeaway.body.data).toMatchObject({
      tableName: "Take-Away - Karl",
      tableId: null,
      totalAmount: 13,
    });
  });

  it("given invalid orders, answers 400 in German", async () => {
    const cases: Array<[object, string]> = [
      [{ ...dineIn([]) }, "❌ Bitte Artikel auswählen"],
      [
        {
          restaurantId: cast.restaurant.id,
          orderType: "takeaway",
          items: [{ menuItemId: pizza, quantity: 1 }],
        },
        "❌ Bitte Kundennamen eingeben",
      ],
      [dineIn([["unbekannt", 1]]), "Ein Artikel ist nicht (mehr) auf der Speisekarte dieses Restaurants."],
      [{ ...dineIn([[pizza, 1]]), tableId: "fremd" }, "Dieser Tisch gehört nicht zu diesem Restaurant."],
    ];
    for (const [body, message] of cases) {
      const response = await as.owner.post("/api/orders", body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it("changes quantities (not below 0, not once delivered) and recomputes the total", async () => {
    const order = (
      await as.owner.post(
        "/api/orders",
        dineIn([
          [pizza, 1],
          [wine, 1],
        ]),
      )
    ).body.data as Order;
    const path = `/api/orders/${order._id}/item/${pizza}`;
    expect((await as.owner.put(`${path}/quantity`, { quantity: -1 })).body.message).toBe(
      "Menge kann nicht negativ sein",
    );
    const changed = await as.subuser.put(`${path}/quantity`, { quantity: 3 });
    expect(changed.body.data).toMatchObject({ totalAmount: 36.5 });
    expect((await as.otherOwner.put(`${path}/quantity`, { quantity: 1 })).status).toBe(403);
    await as.owner.put(`${path}/delivered`, { delivered: true });
    const locked = await as.owner.put(`${path}/quantity`, { quantity: 1 });
    expect({ status: locked.status, message: locked.body.message }).toEqual({
      status: 409,
      message: "Gelieferte Artikel können nicht mehr geändert werden.",
    });
    expect(
      (await as.owner.put(`/api/orders/${order._id}/item/unbekannt/quantity`, { quantity: 1 })).status,
    ).toBe(404);
  });

  it("pays the table's open orders together only when all is delivered, splits the tip by share to the cent, and is idempotent", async () => {
    const list = (await as.owner.get(`/api/orders/restaurant/${cast.restaurant.id}`)).body.data as Order[];
    const open = list.filter((o) => o.items.length > 0);
    const first = open.find((o) => o.totalAmount === 36.5) as Order;
    const pay = { finalAmount: 100, tip: 1, paymentMethod: "card" };
    const blocked = await as.owner.put(`/api/orders/${first._id}/payment`, pay);
    expect({ status: blocked.status, message: blocked.body.message }).toEqual({
      status: 409,
      message: "Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.",
    });
    for (const order of open) await deliverAll(order);
    const headers = { "Idempotency-Key": "zahlung-0001" };
    const results = await Promise.all(
      [0, 1, 2].map(() => as.owner.put(`/api/orders/${first._id}/payment`, pay, { headers })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const paid = results[0]?.body.data as Paid;
    expect(new Set(results.map((r) => (r.body.data as Paid).paymentId)).size).toBe(1);
    expect(await ctx.db.select().from(payments).where(eq(payments.requestId, "zahlung-0001"))).toHaveLength(
      1,
    );
    // Two dine-in orders of table 1: 36.50 and 36.50 → tip 1.00 split 0.50 / 0.50; the take-away stays open.
    expect(paid.orders).toHaveLength(2);
    expect(paid.orders.reduce((sum, o) => sum + Math.round(o.tip * 100), 0)).toBe(100);
    expect(paid.orders.reduce((sum, o) => sum + Math.round(o.amount * 100), 0)).toBe(10_000);
    const again = await as.owner.put(`/api/orders/${first._id}/payment`, pay);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: "Diese Bestellung wurde bereits bezahlt.",
    });
    const takeaway = open.find((o) => o.totalAmount === 13) as Order;
    expect((await as.owner.put(`/api/orders/${takeaway._id}/payment`, pay, { headers })).status).toBe(409);
    const invalid = await as.owner.put(`/api/orders/${takeaway._id}/payment`, {
      ...pay,
      paymentMethod: "bitcoin",
    });
    expect(invalid.body.message).toBe("Bitte wählen Sie Bar oder Karte als Zahlungsart.");
    expect((await as.owner.put(`/api/orders/${takeaway._id}/payment`, { ...pay, tip: -1 })).status).toBe(400);
  });

  it("splits an uneven tip across merged orders by largest remainder (10 € and 20 €, tip 1 € → 0.33 + 0.67)", async () => {
    const a = (await as.owner.post("/api/orders", dineIn([[pizza, 1]]))).body.data as Order;
    const b = (await as.owner.post("/api/orders", dineIn([[pizza, 2]]))).body.data as Order;
    await deliverAll(a);
    await deliverAll(b);
    const response = await as.owner.put(`/api/orders/${b._id}/payment`, {
      finalAmount: 31,
      tip: 1,
      paymentMethod: "cash",
    });
    const shares = (response.body.data as Paid).orders;
    expect(shares.find((s) => s.orderId === a._id)).toEqual({ orderId: a._id, amount: 10.33, tip: 0.33 });
    expect(shares.find((s) => s.orderId === b._id)).toEqual({ orderId: b._id, amount: 20.67, tip: 0.67 });
  });

  it("lists orders for staff and payments for the owner and admins only", async () => {
    const staff = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 };
    await expectStatuses(as, staff, (c) => c.get(`/api/orders/restaurant/${cast.restaurant.id}`));
    await expectStatuses(as, { ...staff, subuser: 403 }, (c) => c.get(`/api/payments/user/${cast.owner.id}`));
    const records = (await as.owner.get(`/api/payments/user/${cast.subuser.id}`)).body.data as Array<{
      tip: number;
    }>;
    expect(records).toHaveLength(4);
    expect(records.reduce((sum, r) => sum + Math.round(r.tip * 100), 0)).toBe(200);
  });

  it("given status=open, lists only the unpaid orders (what the dashboard shows); without it the owner gets paid ones too", async () => {
    const open = await as.subuser.post("/api/orders", dineIn([[wine, 1]]));
    expect(open.status).toBe(201);
    const path = `/api/orders/restaurant/${cast.restaurant.id}`;
    const all = (await as.owner.get(path)).body.data as Array<{ _id: string; payment: unknown }>;
    const openOnly = (await as.owner.get(`${path}?status=open`)).body.data as Array<{
      _id: string;
      payment: unknown;
    }>;
    expect(all.some((order) => order.payment)).toBe(true);
    expect(openOnly.map((order) => order._id)).toEqual(
      all.filter((order) => !order.payment).map((order) => order._id),
    );
    expect(openOnly.map((order) => order._id)).toContain((open.body.data as Order)._id);
    const refused = await as.owner.get(`${path}?status=paid`);
    expect(refused.status).toBe(400);
  });
});
