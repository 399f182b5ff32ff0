import { beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../../db/schema/index.ts";
import { addTables } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
let openOrderId: string;
let paidOrderId: string;

type OrderRecord = { _id: string; payment: { tip: number; finalAmount: number } | null };

beforeAll(async () => {
  const [table] = await addTables(ctx.db, cast.restaurant.id, [4]);
  const [pizza] = await ctx.db
    .insert(menuItems)
    .values({ restaurantId: cast.restaurant.id, name: "Pizza", priceCents: 1000, type: "main" })
    .returning();
  const order = (orderType: "dine-in" | "takeaway") => ({
    restaurantId: cast.restaurant.id,
    orderType,
    ...(orderType === "dine-in" ? { tableId: table?.id } : { customerName: "Karl" }),
    items: [{ menuItemId: pizza?.id, quantity: 1 }],
  });
  // A sub-user takes an order, serves it and takes its payment with a tip (their daily work).
  const paid = (await as.subuser.post("/api/orders", order("takeaway"))).body.data as { _id: string };
  paidOrderId = paid._id;
  await as.subuser.put(`/api/orders/${paidOrderId}/item/${pizza?.id}/delivered`, { delivered: true });
  const payment = await as.subuser.put(`/api/orders/${paidOrderId}/payment`, {
    finalAmount: 12,
    tip: 2,
    paymentMethod: "cash",
  });
  expect(payment.status).toBe(200);
  openOrderId = ((await as.subuser.post("/api/orders", order("dine-in"))).body.data as { _id: string })._id;
});

describe("payments, tips and revenue are the owner's", () => {
  it("given GET /api/payments/user/{id}, answers the owner and admins and refuses sub-users (403)", async () => {
    for (const userId of [cast.owner.id, cast.subuser.id]) {
      await expectStatuses(
        as,
        { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 200, admin: 200 },
        (c) => c.get(`/api/payments/user/${userId}`),
      );
    }
    const refused = await as.subuser.get(`/api/payments/user/${cast.owner.id}`);
    expect(refused.body.message).toBe("Unterbenutzer haben keinen Zugriff auf diesen Bereich.");
    const records = (await as.owner.get(`/api/payments/user/${cast.owner.id}`)).body.data as Array<{
      tip: number;
    }>;
    expect(records.map((record) => record.tip)).toEqual([2]);
  });

  it("given the orders list, a sub-user sees the open orders to work on, never a paid order's amount or tip", async () => {
    const path = `/api/orders/restaurant/${cast.restaurant.id}`;
    const forSubuser = (await as.subuser.get(path)).body.data as OrderRecord[];
    expect(forSubuser.map((order) => order._id)).toEqual([openOrderId]);
    expect(forSubuser.every((order) => order.payment === null)).toBe(true);
    const forOwner = (await as.owner.get(path)).body.data as OrderRecord[];
    expect(forOwner.map((order) => order._id).sort()).toEqual([openOrderId, paidOrderId].sort());
    expect(forOwner.find((order) => order._id === paidOrderId)?.payment).toMatchObject({
      finalAmount: 12,
      tip: 2,
    });
  });

  it("given the statistics, sub-users stay refused", async () => {
    expect((await as.subuser.get(`/api/stats/${cast.restaurant.id}?period=30days`)).status).toBe(403);
  });
});
