import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { menuItems, reservations, reservationTables } from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const at = (iso: string) => ctx.clock.set(iso);
// Every test starts on 2026-05-13 at 18:00 in Berlin (16:00 UTC), before the cast signs in.
beforeEach(() => at("2026-05-13T16:00:00.000Z"));
const { cast, as } = signedInCast(ctx, "each");
let tableId = "";
let pizza = "";

beforeEach(async () => {
  const [table] = await addTables(ctx.db, cast.restaurant.id, [2]);
  tableId = table?.id ?? "";
  const [item] = await ctx.db
    .insert(menuItems)
    .values({ restaurantId: cast.restaurant.id, name: "Pizza", priceCents: 1000, type: "main" })
    .returning();
  pizza = item?.id ?? "";
});

/** A confirmed booking at `time` in Berlin on the only table (two guests: 90 minutes). */
async function confirmed(timeSlot: string): Promise<string> {
  const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking({ timeSlot }));
  if (response.status !== 201) throw new Error(response.text);
  const id = (response.body.data as { _id: string })._id;
  expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(200);
  return id;
}
/** One pizza ordered at the table, delivered, and the bill paid by the sub-user. */
async function payTheTable() {
  const order = await as.subuser.post("/api/orders", {
    restaurantId: cast.restaurant.id,
    tableId,
    tableName: "Tisch 1",
    items: [{ menuItemId: pizza, name: "Pizza", price: 10, quantity: 1, type: "main" }],
    totalAmount: 10,
    status: "pending",
  });
  const orderId = (order.body.data as { _id: string })._id;
  await as.subuser.put(`/api/orders/${orderId}/item/${pizza}/delivered`, { delivered: true });
  return as.subuser.put(`/api/orders/${orderId}/payment`, { finalAmount: 12, tip: 2, paymentMethod: "card" });
}
const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const tableEnds = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id))).map((row) =>
    row.endsAt.toISOString(),
  );

describe("PUT /api/orders/{orderId}/payment completes the visit at the table", () => {
  it("given the guests seated there, completes their reservation at the payment and frees the table from then", async () => {
    const id = await confirmed("18:30");
    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "seated" })).status).toBe(200);
    at("2026-05-13T16:50:00.000Z");
    expect((await payTheTable()).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: "completed",
      completedAt: new Date("2026-05-13T16:50:00.000Z"),
    });
    expect(await tableEnds(id)).toEqual(["2026-05-13T16:50:00.000Z"]);
    const events = (await as.owner.get(`/api/reservations/${id}/events`)).body.data as Array<{
      type: string;
      actorName: string | null;
    }>;
    expect(events.at(-1)).toMatchObject({ type: "completed", actorName: "kellner" });
    // The table, booked until 20:00, is free again for 19:30.
    const next = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "anna@beispiel.de", timeSlot: "19:30" }),
    );
    expect(next.status, next.text).toBe(201);
  });

  it("given a confirmed booking that started and nobody tapped a step, completes it too", async () => {
    const id = await confirmed("19:00");
    at("2026-05-13T17:40:00.000Z");
    expect((await payTheTable()).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: "completed", seatedAt: null });
  });

  it("given only a booking still to come at the table (a walk-in paid before it), completes nothing", async () => {
    const id = await confirmed("19:30");
    expect((await payTheTable()).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: "confirmed", completedAt: null });
    expect(await tableEnds(id)).toEqual(["2026-05-13T19:00:00.000Z"]);
  });
});
