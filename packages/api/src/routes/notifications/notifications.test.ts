import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../env.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { openEventStream } from "../../test/sse.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ keepaliveMs: 200 });
const onPostgres = testDatabaseUrl() !== undefined;

const { cast, as } = signedInCast(ctx);
beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4]);
});

const listenPath = () => `/api/notifications/listen/${cast.restaurant.id}`;

describe("GET /api/notifications/listen/{restaurantId}", () => {
  it("refuses everyone but the restaurant's staff", async () => {
    for (const role of ["anonymous", "customer", "otherOwner"] as const) {
      const stream = await openEventStream(ctx.app, as[role], listenPath());
      expect({ role, status: stream.status }).toEqual({ role, status: role === "anonymous" ? 401 : 403 });
    }
    expect((await openEventStream(ctx.app, as.owner, "/api/notifications/listen/unbekannt")).status).toBe(
      404,
    );
  });

  it("sends connected first, then new_reservation with the fields clients read and a changed event, then keepalives", async () => {
    const stream = await openEventStream(ctx.app, as.subuser, listenPath());
    expect(stream.status).toBe(200);
    await stream.next("connected");
    expect(stream.received[0]?.type).toBe("connected");
    const booked = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    expect(booked.status).toBe(201);
    const notice = await stream.next("new_reservation");
    expect(notice.data).toMatchObject({
      customerName: "Erika Mustermann",
      restaurantName: "Restaurant A",
      date: "2026-05-13",
      time: "19:00",
      guests: 2,
      tableNames: ["1"],
    });
    const changed = await stream.next("changed");
    expect(changed.data).toMatchObject({ entity: "reservations", action: "created" });
    await stream.next("keepalive");
    await stream.close();
  });

  it("announces changes of the configuration resources (a new table) as changed events naming the entity", async () => {
    const stream = await openEventStream(ctx.app, as.owner, listenPath());
    await stream.next("connected");
    const created = await as.owner.post("/api/tables", {
      restaurantId: cast.restaurant.id,
      name: "",
      tableNumber: "9",
      seats: 6,
      location: "Hauptraum",
    });
    expect(created.status).toBe(201);
    const changed = await stream.next("changed", (d) => d.entity === "tables");
    expect(changed.data.entity).toBe("tables");
    await stream.close();
  });

  it.skipIf(!onPostgres)(
    "given two API processes on one PostgreSQL database, a booking through one reaches a stream on the other",
    async () => {
      const other = ctx.build();
      const stream = await openEventStream(ctx.app, as.owner, listenPath());
      await stream.next("connected");
      const guest = ctx.client(other);
      const response = await guest.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ timeSlot: "12:00" }),
      );
      expect(response.status).toBe(201);
      const notice = await stream.next("new_reservation", (d) => d.time === "12:00");
      expect(notice.data.customerName).toBe("Erika Mustermann");
      await stream.close();
    },
  );

  it("given PGlite, a booking through a second app in the same process reaches the stream", async () => {
    const other = ctx.build();
    const stream = await openEventStream(ctx.app, as.owner, listenPath());
    await stream.next("connected");
    const response = await ctx
      .client(other)
      .post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ timeSlot: "17:30", customerName: "Zweiter Prozess" }),
      );
    expect(response.status).toBe(201);
    const notice = await stream.next("new_reservation", (d) => d.customerName === "Zweiter Prozess");
    expect(notice.data.time).toBe("17:30");
    await stream.close();
  });
});

describe("check and test", () => {
  it("lists new reservations since a timestamp for staff; others are refused", async () => {
    const path = `/api/notifications/check/${cast.restaurant.id}?since=${Date.parse("2026-05-12T09:00:00Z")}`;
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (c) => c.get(path),
    );
    const response = await as.owner.get(path);
    const list = response.body.newReservations as Array<{ customerName: string; tableNames: string[] }>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({
      customerName: "Erika Mustermann",
      restaurantName: "Restaurant A",
      tableNames: ["1"],
    });
    expect(response.body.serverTime).toBe("2026-05-12T10:00:00.000Z");
    const later = await as.owner.get(
      `/api/notifications/check/${cast.restaurant.id}?since=2026-05-12T11:00:00Z`,
    );
    expect(later.body.newReservations).toEqual([]);
    expect((await as.owner.get(`/api/notifications/check/${cast.restaurant.id}?since=gestern`)).status).toBe(
      400,
    );
  });

  it("sends a test event to open streams", async () => {
    const stream = await openEventStream(ctx.app, as.owner, listenPath());
    await stream.next("connected");
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, owner: 200 }, (c) =>
      c.post(`/api/notifications/test/${cast.restaurant.id}`),
    );
    const test = await stream.next("new_reservation", (d) => d.customerName === "Testbenachrichtigung");
    expect(test.data.restaurantName).toBe("Restaurant A");
    await stream.close();
  });

  it("stamps the test with the restaurant's date and time, not UTC's", async () => {
    const stream = await openEventStream(ctx.app, as.owner, listenPath());
    await stream.next("connected");
    const before = ctx.clock.now();
    // 23:06 UTC is already the next day, 01:06, in Berlin (summer time).
    ctx.clock.set("2026-05-12T23:06:00Z");
    try {
      expect((await as.owner.post(`/api/notifications/test/${cast.restaurant.id}`)).status).toBe(200);
      const test = await stream.next("new_reservation", (d) => d.customerName === "Testbenachrichtigung");
      expect(test.data).toMatchObject({ date: "2026-05-13", time: "01:06" });
    } finally {
      ctx.clock.set(before);
      await stream.close();
    }
  });
});
