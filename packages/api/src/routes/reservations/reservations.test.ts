import { reservationRangeTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations, reservationTables, tables } from "../../db/schema/index.ts";
import { confirmPastPending } from "../../reservations/confirm-past-pending.ts";
import {
  addTables,
  assignTable,
  booking,
  insertGuestVisit,
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

  it("reading the list writes nothing: a pending reservation of yesterday stays pending until the cluster's job confirms it", async () => {
    const old = await insertGuestVisit(ctx.db, cast.restaurant.id, { name: "Gestern" }, "2026-05-11");
    const today = await book({ reservationDate: "2026-05-12", timeSlot: "19:00" });
    const before = await as.owner.get(`/api/reservations/restaurant/${cast.restaurant.id}`);
    expect((before.body.data as Dto[]).find((r) => r._id === old.id)?.status).toBe("pending");
    expect(await confirmPastPending(ctx.db, ctx.clock.now())).toEqual(new Map([[cast.restaurant.id, 1]]));
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, old.id));
    expect(row?.status).toBe("confirmed");
    const after = await as.owner.get(`/api/reservations/restaurant/${cast.restaurant.id}`);
    expect((after.body.data as Dto[]).find((r) => r._id === old.id)?.status).toBe("confirmed");
    expect((after.body.data as Dto[]).find((r) => r._id === today._id)?.status).toBe("pending");
  });

  it("given from and to, answers only the reservations of those days; without them, every one (for integrations)", async () => {
    const on = (date: string) =>
      insertReservation(ctx.db, {
        restaurantId: cast.restaurant.id,
        customerName: `Gast ${date}`,
        reservationDate: date,
        startsAt: new Date(`${date}T17:00:00Z`),
        endsAt: new Date(`${date}T19:00:00Z`),
        status: "confirmed",
      });
    const [early, first, last, late] = [
      await on("2026-06-30"),
      await on("2026-07-01"),
      await on("2026-07-31"),
      await on("2026-08-01"),
    ];
    // Written past the API, so without the event that would drop the lists kept by earlier reads.
    ctx.app.deps.reservationLists.invalidate(cast.restaurant.id);
    const url = `/api/reservations/restaurant/${cast.restaurant.id}`;
    const july = await as.subuser.get(`${url}?from=2026-07-01&to=2026-07-31`);
    expect(july.status).toBe(200);
    expect((july.body.data as Dto[]).map((r) => r._id)).toEqual([first.id, last.id]);
    const all = ((await as.owner.get(url)).body.data as Dto[]).map((r) => r._id);
    expect(all).toEqual(expect.arrayContaining([early.id, first.id, last.id, late.id]));
    // A kept range is per range: another range, and a change within it, answer afresh.
    const june = await as.owner.get(`${url}?from=2026-06-01&to=2026-06-30`);
    expect((june.body.data as Dto[]).map((r) => r._id)).toEqual([early.id]);
    await as.owner.put(`/api/reservations/${first.id}/status`, { status: "cancelled" });
    const again = await as.owner.get(`${url}?from=2026-07-01&to=2026-07-31`);
    expect((again.body.data as Dto[]).find((r) => r._id === first.id)?.status).toBe("cancelled");
    // Who may read a kept range is checked every time.
    expect((await as.otherOwner.get(`${url}?from=2026-07-01&to=2026-07-31`)).status).toBe(403);
  });

  it("given a range that is incomplete, reversed or longer than 92 days, refuses it in German (400)", async () => {
    const url = `/api/reservations/restaurant/${cast.restaurant.id}`;
    for (const [query, message] of [
      ["from=2026-07-01", reservationRangeTexts.incomplete],
      ["from=2026-07-31&to=2026-07-01", reservationRangeTexts.reversed],
      ["from=2026-01-01&to=2026-12-31", reservationRangeTexts.tooLong(92)],
    ] as const) {
      const response = await as.owner.get(`${url}?${query}`);
      expect(response.status).toBe(400);
      expect(response.text).toContain(message);
    }
    expect((await as.owner.get(`${url}?from=gestern&to=2026-07-01`)).status).toBe(400);
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
