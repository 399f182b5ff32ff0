import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations, reservationTables, tables } from "../../db/schema/index.ts";
import {
  addTables,
  assignTable,
  booking,
  insertReservation,
  manageTokenFor,
  queuedMails,
} from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
type Dto = { _id: string; status: string; reservationDate: string; tableIds: string[] };

const { cast, as } = signedInCast(ctx);
beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
});

const book = async (overrides: Record<string, unknown> = {}, client = as.anonymous) => {
  const response = await client.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as Dto;
};
/** A reservation written directly (table `index + 1`, 2026-05-13 19:00) with the given status. */
async function reservationAtTable(index: number, status: "pending" | "confirmed" | "cancelled") {
  const [table] = await ctx.db
    .select()
    .from(tables)
    .where(eq(tables.tableNumber, String(index + 1)));
  if (!table) throw new Error("no table");
  const row = await insertReservation(ctx.db, {
    restaurantId: cast.restaurant.id,
    customerName: `Gast ${index}`,
    reservationDate: "2026-05-13",
    startsAt: new Date("2026-05-13T17:00:00Z"),
    endsAt: new Date("2026-05-13T19:00:00Z"),
    status,
  });
  await assignTable(ctx.db, row, table.id, status === "cancelled");
  return { _id: row.id };
}

describe("status transitions", () => {
  it("allows pending→confirmed|cancelled and confirmed→cancelled; everything else is 409 and changes nothing", async () => {
    const table: Array<[from: "pending" | "confirmed" | "cancelled", to: string, expected: number]> = [
      ["pending", "confirmed", 200],
      ["pending", "cancelled", 200],
      ["pending", "pending", 409],
      ["confirmed", "cancelled", 200],
      ["confirmed", "pending", 409],
      ["confirmed", "confirmed", 409],
      ["cancelled", "pending", 409],
      ["cancelled", "confirmed", 409],
      ["cancelled", "cancelled", 409],
    ];
    for (const [index, [from, to, expected]] of table.entries()) {
      const reservation = await reservationAtTable(index, from);
      const response = await as.subuser.put(`/api/reservations/${reservation._id}/status`, { status: to });
      const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, reservation._id));
      expect({ from, to, status: response.status, stored: row?.status }).toEqual({
        from,
        to,
        status: expected,
        stored: expected === 200 ? to : from,
      });
      if (expected === 409) expect(response.body.message).toMatch(/^Der Status kann nicht von/);
    }
    expect((await as.owner.put("/api/reservations/unbekannt/status", { status: "confirmed" })).status).toBe(
      404,
    );
    expect((await as.owner.put("/api/reservations/unbekannt/status", { status: "abgelehnt" })).status).toBe(
      400,
    );
  });

  it("lets only staff of the restaurant change it; cancelling frees the table at once and mails the guest", async () => {
    const reservation = await book({
      reservationDate: "2026-05-14",
      timeSlot: "12:00",
      customerEmail: "s@b.de",
    });
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (c) =>
      c.put(`/api/reservations/${reservation._id}/status`, { status: "cancelled" }),
    );
    expect(
      (await as.owner.put(`/api/reservations/${reservation._id}/status`, { status: "cancelled" })).status,
    ).toBe(200);
    const held = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, reservation._id));
    expect(held.every((row) => row.released)).toBe(true);
    const mail = (await queuedMails(ctx.db)).filter((m) => m.to === "s@b.de").at(-1);
    expect(mail?.subject).toBe("Ihre Reservierung bei Restaurant A wurde storniert");
  });
});

describe("lists", () => {
  it("gives all reservations to admins only and a restaurant's to its staff", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403, admin: 200 },
      (c) => c.get("/api/reservations"),
    );
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (c) => c.get(`/api/reservations/restaurant/${cast.restaurant.id}`),
    );
    const other = await as.otherOwner.get(`/api/reservations/restaurant/${cast.otherRestaurant.id}`);
    expect(other.body.data).toEqual([]);
  });

  it("confirms pending reservations dated before today when the restaurant's list is read (a real update)", async () => {
    const old = await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Gestern",
      reservationDate: "2026-05-11",
      startsAt: new Date("2026-05-11T17:00:00Z"),
      endsAt: new Date("2026-05-11T19:00:00Z"),
    });
    const today = await book({ reservationDate: "2026-05-12", timeSlot: "19:00" });
    const list = await as.owner.get(`/api/reservations/restaurant/${cast.restaurant.id}`);
    expect((list.body.data as Dto[]).find((r) => r._id === old.id)?.status).toBe("confirmed");
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, old.id));
    expect(row?.status).toBe("confirmed");
    expect((list.body.data as Dto[]).find((r) => r._id === today._id)?.status).toBe("pending");
  });
});

describe("customers", () => {
  it("books as a signed-in customer (linked to the account) and lists only the caller's own", async () => {
    const body = {
      ...booking({ reservationDate: "2026-05-20", customerEmail: "gast@test.example" }),
      restaurantId: cast.restaurant.id,
    };
    expect((await as.anonymous.post("/api/reservations", body)).status).toBe(401);
    const created = await as.customer.post("/api/reservations", body);
    expect(created.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, (created.body.data as Dto)._id));
    expect(row?.customerUserId).toBe(cast.customer.id);
    const own = await as.customer.get("/api/reservations/user/gast@test.example");
    expect((own.body.data as Dto[]).map((r) => r._id)).toEqual([(created.body.data as Dto)._id]);
    expect((await as.customer.get("/api/reservations/user/erika@beispiel.de")).status).toBe(403);
    expect((await as.anonymous.get("/api/reservations/user/gast@test.example")).status).toBe(401);
    expect((await as.admin.get("/api/reservations/user/gast@test.example")).status).toBe(200);
  });
});

describe("the customer view for any signed-in user", () => {
  it.each([
    ["otherOwner", "owner@b.example", "2026-05-22"],
    ["admin", "admin@test.example", "2026-05-23"],
  ] as const)(
    "lets %s book, list and cancel their own reservation like a customer",
    async (role, email, date) => {
      const body = {
        ...booking({ reservationDate: date, customerEmail: email }),
        restaurantId: cast.restaurant.id,
      };
      const created = await as[role].post("/api/reservations", body);
      expect(created.status).toBe(201);
      const id = (created.body.data as Dto)._id;
      const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
      expect(row?.customerUserId).toBe(cast[role].id);
      const own = await as[role].get(`/api/reservations/user/${email}`);
      expect(own.status).toBe(200);
      expect((own.body.data as Dto[]).map((r) => r._id)).toContain(id);
      const cancelled = await as[role].post(`/api/reservations/${id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect((cancelled.body.data as Dto).status).toBe("cancelled");
    },
  );
});

describe("the guest's link", () => {
  it("shows the reservation with the mail's token and cancels it once; a wrong token finds nothing", async () => {
    await book({ reservationDate: "2026-05-21", timeSlot: "12:00", customerEmail: "link@b.de" });
    const { id, token } = await manageTokenFor(ctx.db, "link@b.de");
    const wrong = await as.anonymous.get(`/api/reservations/${id}/guest?token=${"x".repeat(43)}`);
    expect(wrong.status).toBe(404);
    const view = await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`, {
      headers: { Origin: "https://restaurant.example" },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get("access-control-allow-origin")).toBe("*");
    expect(view.body.data).toMatchObject({
      status: "pending",
      canCancel: true,
      restaurant: { name: "Restaurant A" },
    });
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token: "kurz" })).status).toBe(
      400,
    );
    const cancelled = await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token });
    expect(cancelled.body).toMatchObject({ success: true, data: { status: "cancelled" } });
    const again = await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token });
    expect(again.status).toBe(409);
    const slots = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-21/2`);
    expect(
      (slots.body.timeSlots as Array<{ time: string; available: boolean }>).find((s) => s.time === "12:00")
        ?.available,
    ).toBe(true);
  });

  it("refuses to cancel a reservation that has already begun", async () => {
    await book({ reservationDate: "2026-05-22", timeSlot: "12:00", customerEmail: "spaet@b.de" });
    const { id, token } = await manageTokenFor(ctx.db, "spaet@b.de");
    ctx.clock.set("2026-05-22T10:30:00Z");
    const late = await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token });
    expect(late.status).toBe(409);
    ctx.clock.set("2026-05-12T10:00:00.000Z");
  });
});
