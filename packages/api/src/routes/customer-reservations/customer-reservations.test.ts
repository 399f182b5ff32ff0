import { beforeAll, describe, expect, it } from "vitest";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

async function book(overrides: Record<string, unknown>): Promise<string> {
  const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  expect(response.status).toBe(201);
  return (response.body.data as { _id: string })._id;
}

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [4, 4, 4]);
});

describe("POST /api/reservations/{id}/cancel (own reservation)", () => {
  it("lets the customer cancel a reservation booked with their e-mail, and nobody else", async () => {
    const id = await book({ customerEmail: cast.customer.email.toUpperCase() });
    await expectStatuses(as, { anonymous: 401, owner: 404, otherOwner: 404 }, (c) =>
      c.post(`/api/reservations/${id}/cancel`),
    );
    const response = await as.customer.post(`/api/reservations/${id}/cancel`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { status: "cancelled" } });
    const again = await as.customer.post(`/api/reservations/${id}/cancel`);
    expect(again.status).toBe(409);
    const mine = await as.customer.get(`/api/reservations/user/${encodeURIComponent(cast.customer.email)}`);
    expect(mine.body.data).toEqual([expect.objectContaining({ _id: id, status: "cancelled" })]);
  });

  it("refuses once the reservation has started and changes nothing", async () => {
    const id = await book({
      customerEmail: cast.customer.email,
      reservationDate: "2026-05-12",
      timeSlot: "18:00",
    });
    ctx.clock.set("2026-05-12T16:15:00Z"); // 18:15 in Berlin, within the sessions' day
    try {
      const response = await as.customer.post(`/api/reservations/${id}/cancel`);
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/kann nicht mehr online storniert werden/);
      const mine = await as.customer.get(`/api/reservations/user/${encodeURIComponent(cast.customer.email)}`);
      expect(mine.body.data).toContainEqual(expect.objectContaining({ _id: id, status: "pending" }));
    } finally {
      ctx.clock.set("2026-05-12T10:00:00.000Z");
    }
  });

  it("answers 404 for an unknown id", async () => {
    expect((await as.customer.post("/api/reservations/unbekannt/cancel")).status).toBe(404);
  });
});
