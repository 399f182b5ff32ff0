import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { reservationEvents } from "../../db/schema/index.ts";
import { confirmPastPending } from "../../reservations/confirm-past-pending.ts";
import {
  addTables,
  booking,
  insertGuestVisit,
  manageTokenFor,
  setConfig,
} from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
type Entry = { type: string; actor: string; actorName: string | null; at: string };

const { cast, as } = signedInCast(ctx);
beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 2, 2, 2, 2, 2, 2, 2]);
});

const book = async (overrides: Record<string, unknown> = {}, client = as.anonymous) => {
  const response = await client.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  if (response.status !== 201) throw new Error(response.text);
  return (response.body.data as { _id: string })._id;
};
const history = async (id: string, client = as.owner) => {
  const response = await client.get(`/api/reservations/${id}/events`);
  expect(response.status).toBe(200);
  return (response.body.data as Entry[]).map(({ type, actor, actorName }) => ({ type, actor, actorName }));
};

describe("GET /api/reservations/{id}/events", () => {
  it("records a widget booking, the staff's confirmation and cancellation with who and when", async () => {
    const id = await book({ reservationDate: "2026-05-13", timeSlot: "12:00" });
    expect(await history(id)).toEqual([{ type: "created", actor: "guest", actorName: null }]);
    ctx.clock.set("2026-05-12T10:05:00.000Z");
    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(200);
    ctx.clock.set("2026-05-12T10:10:00.000Z");
    expect((await as.subuser.put(`/api/reservations/${id}/status`, { status: "cancelled" })).status).toBe(
      200,
    );
    ctx.clock.set("2026-05-12T10:00:00.000Z");
    const response = await as.subuser.get(`/api/reservations/${id}/events`);
    expect(response.body).toMatchObject({
      success: true,
      data: [
        { reservationId: id, type: "created", actor: "guest", at: "2026-05-12T10:00:00.000Z" },
        { type: "confirmed", actor: "staff", actorName: "Olga Owner", at: "2026-05-12T10:05:00.000Z" },
        { type: "cancelled", actor: "staff", actorName: "kellner", at: "2026-05-12T10:10:00.000Z" },
      ],
    });
  });

  it("writes nothing for a refused change (409): the history and the status stay together", async () => {
    const id = await book({ reservationDate: "2026-05-13", timeSlot: "19:00" });
    await as.owner.put(`/api/reservations/${id}/status`, { status: "cancelled" });
    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(409);
    expect((await history(id)).map((entry) => entry.type)).toEqual(["created", "cancelled"]);
  });

  it("records a direct booking as created and confirmed by the staff member", async () => {
    const id = await book(
      { reservationDate: "2026-05-14", timeSlot: "12:00", autoApprove: true },
      as.subuser,
    );
    expect(await history(id)).toEqual([
      { type: "created", actor: "staff", actorName: "kellner" },
      { type: "confirmed", actor: "staff", actorName: "kellner" },
    ]);
  });

  it("records the auto-confirm setting and a signed-in customer by name", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { autoConfirmReservations: true });
    onTestFinished(() => setConfig(ctx.db, cast.restaurant.id, { autoConfirmReservations: false }));
    const widget = await book({ reservationDate: "2026-05-14", timeSlot: "19:00" });
    const account = await as.customer.post("/api/reservations", {
      ...booking({ reservationDate: "2026-05-16", timeSlot: "12:00" }),
      restaurantId: cast.restaurant.id,
    });
    expect(await history(widget)).toEqual([
      { type: "created", actor: "guest", actorName: null },
      { type: "confirmed", actor: "auto_confirm", actorName: null },
    ]);
    expect(await history((account.body.data as { _id: string })._id)).toEqual([
      { type: "created", actor: "guest", actorName: "Gina Gast" },
      { type: "confirmed", actor: "auto_confirm", actorName: null },
    ]);
  });

  it("records the guest's cancellation through the mail's link", async () => {
    const id = await book({
      reservationDate: "2026-05-15",
      timeSlot: "12:00",
      customerEmail: "verlauf@b.de",
    });
    const { token } = await manageTokenFor(ctx.db, "verlauf@b.de");
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token })).status).toBe(200);
    expect(await history(id)).toEqual([
      { type: "created", actor: "guest", actorName: null },
      { type: "cancelled", actor: "guest", actorName: null },
    ]);
  });

  it("records the system's confirmation of past pending reservations; a row without entries still shows its creation", async () => {
    const old = await insertGuestVisit(ctx.db, cast.restaurant.id, { name: "Vorgestern" }, "2026-05-10", {
      source: "staff",
      createdAt: new Date("2026-05-01T08:00:00Z"),
    });
    await confirmPastPending(ctx.db, ctx.clock.now());
    const response = await as.owner.get(`/api/reservations/${old.id}/events`);
    expect(response.body.data).toMatchObject([
      { type: "created", actor: "staff", at: "2026-05-01T08:00:00.000Z" },
      { type: "confirmed", actor: "system", actorName: null, at: "2026-05-12T10:00:00.000Z" },
    ]);
    const stored = await ctx.db.select().from(reservationEvents);
    expect(stored.filter((entry) => entry.reservationId === old.id).map((entry) => entry.type)).toEqual([
      "confirmed",
    ]);
  });

  it("answers the restaurant's staff and admins only; an unknown id is 404", async () => {
    const id = await book({ reservationDate: "2026-05-15", timeSlot: "19:00" });
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (c) => c.get(`/api/reservations/${id}/events`),
    );
    expect((await as.owner.get("/api/reservations/unbekannt/events")).status).toBe(404);
  });
});
