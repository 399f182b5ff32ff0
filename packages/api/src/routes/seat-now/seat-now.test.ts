import type { NotificationMessage } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  reservationEvents,
  reservations,
  reservationTables,
  restaurantConfigs,
  waitlistEntries,
  waitlistOffers,
} from "../../db/schema/index.ts";
import { addTables, assignTable, insertReservation } from "../../test/booking-helpers.ts";
import { expectAnswer, expectExactAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock stands at Tuesday 12 May 2026, 19:10:30 in Berlin (summer time, UTC+2): a walk-in's stay
// starts at 19:10. Table "1" seats 2, table "2" seats 4.
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx, "each");
const path = "/api/reservations/seat-now";
let two = "";
let four = "";

beforeEach(async () => {
  ctx.clock.set("2026-05-12T17:10:30Z");
  const [t1, t2] = await addTables(ctx.db, cast.restaurant.id, [2, 4]);
  two = t1?.id ?? "";
  four = t2?.id ?? "";
});

const body = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: cast.restaurant.id,
  tableId: two,
  numberOfGuests: 2,
  ...overrides,
});

/** A confirmed booking on a table from `from` to `to` (UTC instants of 12 May). */
async function booked(
  tableId: string,
  from: string,
  to: string,
  status: "confirmed" | "seated" = "confirmed",
) {
  const row = await insertReservation(ctx.db, {
    restaurantId: cast.restaurant.id,
    customerName: "Stammgast",
    customerEmail: "stamm@beispiel.de",
    status,
    reservationDate: "2026-05-12",
    startsAt: new Date(`2026-05-12T${from}:00Z`),
    endsAt: new Date(`2026-05-12T${to}:00Z`),
  });
  await assignTable(ctx.db, row, tableId);
  return row;
}

const rowsOfTable = (tableId: string) =>
  ctx.db.select().from(reservationTables).where(eq(reservationTables.tableId, tableId));

describe("POST /api/reservations/seat-now", () => {
  it("given a free table, seats the walk-in from this minute for the party's stay length, without contact or mail", async () => {
    const heard: NotificationMessage[] = [];
    const stop = await ctx.app.deps.events.subscribe(cast.restaurant.id, (message) => heard.push(message));
    const response = await as.subuser.post(path, body());
    expectAnswer(response, 201, {
      success: true,
      message: "Gast an 2er Tisch 1 platziert.",
      data: {
        customerName: "Walk-in",
        numberOfGuests: 2,
        reservationDate: "2026-05-12",
        timeSlot: "19:10",
        status: "seated",
        tableId: two,
      },
    });
    const id = (response.body as { data: { _id: string } }).data._id;
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      source: "staff",
      guestKey: "",
      customerEmail: "",
      // From the instant the guest sat down: two guests stay 90 minutes by the default stay lengths.
      startsAt: new Date("2026-05-12T17:10:30Z"),
      endsAt: new Date("2026-05-12T18:40:30Z"),
      seatedAt: new Date("2026-05-12T17:10:30Z"),
    });
    expect(await rowsOfTable(two)).toMatchObject([{ reservationId: id, released: false }]);
    const history = await ctx.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(history.map((entry) => [entry.type, entry.actor, entry.actorUserId])).toEqual([
      ["created", "staff", cast.subuser.id],
      ["seated", "staff", cast.subuser.id],
    ]);
    await expect
      .poll(() => heard)
      .toContainEqual(
        expect.objectContaining({
          type: "changed",
          data: expect.objectContaining({ entity: "reservations", action: "created", dates: ["2026-05-12"] }),
        }),
      );
    await stop();
  });

  it("given a name and a phone, keeps them (the guest book knows the walk-in by the phone)", async () => {
    const response = await as.owner.post(
      path,
      body({
        tableId: four,
        numberOfGuests: 4,
        customerName: "Familie Roth",
        customerPhone: "0171 2345678",
      }),
    );
    expect(response.status).toBe(201);
    const id = (response.body as { data: { _id: string } }).data._id;
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.customerName).toBe("Familie Roth");
    expect(row?.guestKey).not.toBe("");
    // Four guests stay 120 minutes by default.
    expect(row?.endsAt).toEqual(new Date("2026-05-12T19:10:30Z"));
  });

  it("given the restaurant's own stay lengths, stays as configured", async () => {
    await ctx.db
      .update(restaurantConfigs)
      .set({ stayDurations: [{ minutes: 45 }] })
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
    const response = await as.owner.post(path, body());
    expect(response.status).toBe(201);
    expect(await rowsOfTable(two)).toMatchObject([{ endsAt: new Date("2026-05-12T17:55:30Z") }]);
  });

  it("given a booking running on the table, refuses with 409 table_busy and says from when it is free", async () => {
    await booked(two, "16:30", "18:00");
    const response = await as.owner.post(path, body());
    expectExactAnswer(response, 409, {
      success: false,
      code: "table_busy",
      message: "2er Tisch 1 ist gerade besetzt und erst ab 20:00 Uhr wieder frei.",
      freeFrom: "20:00",
    });
    expect(await rowsOfTable(two)).toHaveLength(1);
  });

  it("given a guest still seated past the planned end, refuses: the visit must be closed first", async () => {
    await booked(two, "15:00", "16:30", "seated");
    const response = await as.owner.post(path, body());
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "table_busy", freeFrom: null });
    expect((response.body as { message: string }).message).toContain("Schließen Sie zuerst den Besuch");
  });

  it("given a booking at 19:30 while it is 19:10, refuses with until when the table is free; a stay up to it is seated", async () => {
    await booked(two, "17:30", "19:00");
    const refused = await as.owner.post(path, body());
    expectExactAnswer(refused, 409, {
      success: false,
      code: "table_free_until",
      message: "2er Tisch 1 ist nur bis 19:30 Uhr frei, dann beginnt eine Reservierung.",
      freeUntil: "19:30",
      // 19 whole minutes from 19:10:30.
      freeMinutes: 19,
    });
    const shorter = await as.owner.post(path, body({ stayMinutes: 19 }));
    expect(shorter.status).toBe(201);
    expect((await rowsOfTable(two)).map((row) => row.endsAt.toISOString()).sort()).toEqual([
      "2026-05-12T17:29:30.000Z",
      "2026-05-12T19:00:00.000Z",
    ]);
  });

  it("given a table held for a waitlist guest within the stay, refuses it like a booking", async () => {
    const [entry] = await ctx.db
      .insert(waitlistEntries)
      .values({
        restaurantId: cast.restaurant.id,
        customerName: "Erika Warte",
        customerEmail: "erika@beispiel.de",
        numberOfGuests: 2,
        date: "2026-05-12",
        from: "19:00",
        to: "21:00",
        status: "offered",
        tokenHash: "entry",
      })
      .returning();
    await ctx.db.insert(waitlistOffers).values({
      restaurantId: cast.restaurant.id,
      entryId: entry?.id ?? "",
      tableIds: [two],
      date: "2026-05-12",
      timeSlot: "19:30",
      startsAt: new Date("2026-05-12T17:30:00Z"),
      endsAt: new Date("2026-05-12T19:00:00Z"),
      expiresAt: new Date("2026-05-12T17:25:00Z"),
      offeredBy: "staff",
    });
    const response = await as.owner.post(path, body());
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "table_free_until", freeUntil: "19:30" });
  });

  it("given a party larger than the table, refuses with 409 no_fitting_tables", async () => {
    const response = await as.owner.post(path, body({ numberOfGuests: 3 }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: "no_fitting_tables",
      message: "2er Tisch 1 hat 2 Plätze, der Gast kommt mit 3 Personen.",
    });
  });

  it("given bad input, answers 400 in German and writes nothing", async () => {
    for (const bad of [
      body({ numberOfGuests: 0 }),
      body({ stayMinutes: 5 }),
      body({ tableId: undefined }),
      body({ customerName: "Zeile\nzwei" }),
      body({ timeSlot: "19:00" }),
    ]) {
      const response = await as.owner.post(path, bad);
      expectAnswer(response, 400, {
        success: false,
        code: "validation",
        message: expect.any(String),
      });
    }
    const otherTable = await addTables(ctx.db, cast.otherRestaurant.id, [4]);
    const foreign = await as.owner.post(path, body({ tableId: otherTable[0]?.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: "Bitte wählen Sie einen Tisch dieses Restaurants." });
    expect(await ctx.db.select().from(reservations)).toHaveLength(0);
  });

  it("lets only the restaurant's staff seat guests", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      client.post(path, body()),
    );
    expect(await ctx.db.select().from(reservations)).toHaveLength(0);
    await expectStatuses(as, { admin: 201 }, (client) => client.post(path, body()));
  });
});

describe("20 staff seating guests on one table at once", () => {
  it("seats exactly one; the others get 409 and nothing is written for them", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? as.owner : as.subuser).post(path, body({ customerName: `Gast ${i}` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toMatchObject({ code: "table_busy" });
    }
    expect(await ctx.db.select().from(reservations)).toHaveLength(1);
    expect(await rowsOfTable(two)).toHaveLength(1);
  });

  it("given no lock, the exclusion constraint alone still lets exactly one through", async () => {
    const unlocked = ctx.build({ bookingLocks: false });
    const owner = await ctx.as("owner", cast, unlocked);
    const responses = await Promise.all(Array.from({ length: 20 }, () => owner.post(path, body())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await rowsOfTable(two)).toHaveLength(1);
  });
});

describe("seat-now with the visit's other steps", () => {
  it("given the table's guest left early (completed), seats a walk-in there at once", async () => {
    const earlier = await booked(two, "16:30", "18:00", "seated");
    const done = await as.owner.put(`/api/reservations/${earlier.id}/status`, { status: "completed" });
    expect(done.status).toBe(200);
    const response = await as.owner.post(path, body());
    expect(response.status).toBe(201);
  });

  it("given a walk-in seated a minute ago, moves it to another table by the staff edit and frees the first", async () => {
    const seated = await as.owner.post(path, body());
    const id = (seated.body as { data: { _id: string } }).data._id;
    ctx.clock.advance(60_000);
    const moved = await as.owner.put(`/api/reservations/${id}`, { tableIds: [four] });
    expect(moved.status).toBe(200);
    expect(await rowsOfTable(four)).toMatchObject([{ reservationId: id, released: false }]);
    expect(await rowsOfTable(two)).toHaveLength(0);
    const next = await as.owner.post(path, body({ customerName: "Nächster Gast" }));
    expect(next.status).toBe(201);
    // Table 2 is now taken by the second walk-in: moving the first back is refused and changes nothing.
    const back = await as.owner.put(`/api/reservations/${id}`, { tableIds: [two] });
    expect(back.status).toBe(409);
    expect(await rowsOfTable(four)).toMatchObject([{ reservationId: id }]);
  });
});
