import { guestKeyOf } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guestProfiles, reservations, reservationTables } from "../db/schema/index.ts";
import { addTables, setConfig } from "../test/booking-helpers.ts";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { basicHeader, RWG_TEST_CREDENTIALS, rwgCaller, sec, slotOf, user } from "./rwg-test-helpers.ts";

// Google's side of the contract: the clock stands at Tuesday 2026-05-12 12:00 in Berlin; Wednesday
// 2026-05-13 19:00 Berlin is 17:00 UTC.
const ctx = await setupTestContext({ rwg: RWG_TEST_CREDENTIALS });
let cast: Cast;
const call = rwgCaller(ctx.client());
const WED_19 = "2026-05-13T17:00:00.000Z";
const WED_20 = "2026-05-13T18:00:00.000Z";

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  await addTables(ctx.db, cast.restaurant.id, [4, 4, 4]);
  await addTables(ctx.db, cast.otherRestaurant.id, [4]);
  await setConfig(ctx.db, cast.restaurant.id, { reserveWithGoogle: true, autoConfirmReservations: true });
});

describe("HTTP Basic and switching off", () => {
  it("given the right credentials, HealthCheck answers 200", async () => {
    const response = await ctx.client().get("/rwg/v3/HealthCheck", {
      headers: { authorization: basicHeader(RWG_TEST_CREDENTIALS.username, RWG_TEST_CREDENTIALS.password) },
    });
    expect(response.status).toBe(200);
  });

  it("given no or wrong credentials, answers 401 with a Basic challenge", async () => {
    const none = await ctx.client().get("/rwg/v3/HealthCheck");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Basic/);
    const wrong = await ctx.client().post(
      "/rwg/v3/ListBookings",
      { user_id: "x" },
      {
        headers: { authorization: basicHeader(RWG_TEST_CREDENTIALS.username, "falsch") },
      },
    );
    expect(wrong.status).toBe(401);
    const otherUser = await ctx.client().get("/rwg/v3/HealthCheck", {
      headers: { authorization: basicHeader("someone", RWG_TEST_CREDENTIALS.password) },
    });
    expect(otherUser.status).toBe(401);
  });

  it("given no credentials configured, every /rwg/ path answers 404", async () => {
    const off = ctx.client(ctx.build({ rwg: null }));
    const authorization = basicHeader(RWG_TEST_CREDENTIALS.username, RWG_TEST_CREDENTIALS.password);
    expect((await off.get("/rwg/v3/HealthCheck", { headers: { authorization } })).status).toBe(404);
    expect((await off.post("/rwg/v3/CreateBooking", {}, { headers: { authorization } })).status).toBe(404);
    expect((await off.get("/rwg/")).status).toBe(404);
  });

  it("given a body that is not the message, answers 400", async () => {
    expect((await call("CreateBooking", { slot: "nein" })).status).toBe(400);
  });
});

describe("availability", () => {
  it("BatchAvailabilityLookup: an open slot is available, a closed day and an off-grid time are not", async () => {
    const response = await call("BatchAvailabilityLookup", {
      merchant_id: cast.restaurant.id,
      slot_time: [
        {
          service_id: "dining",
          start_sec: sec(WED_19),
          duration_sec: "7200",
          resource_ids: { party_size: 2 },
        },
        // Monday 2026-05-18 is a closed day.
        { service_id: "dining", start_sec: sec("2026-05-18T17:00:00.000Z"), resource_ids: { party_size: 2 } },
        { service_id: "dining", start_sec: sec("2026-05-13T17:07:00.000Z"), resource_ids: { party_size: 2 } },
        { service_id: "dining", start_sec: sec(WED_19), resource_ids: { party_size: 40 } },
      ],
    });
    expect(response.status).toBe(200);
    const answers = response.body.slot_time_availability ?? [];
    expect(answers.map((entry) => entry.available)).toEqual([true, false, false, false]);
    expect(answers[0]?.slot_time.start_sec).toBe(sec(WED_19));
  });

  it("CheckAvailability: counts the slot, and nothing for an opted-out restaurant or another service", async () => {
    const open = await call("CheckAvailability", { slot: slotOf(cast.restaurant.id, WED_19, 2) });
    expect(open.body).toMatchObject({ count_available: 1, slot: { start_sec: sec(WED_19) } });
    const optedOut = await call("CheckAvailability", { slot: slotOf(cast.otherRestaurant.id, WED_19, 2) });
    expect(optedOut.body.count_available).toBe(0);
    const otherService = await call("CheckAvailability", {
      slot: { ...slotOf(cast.restaurant.id, WED_19, 2), service_id: "takeaway" },
    });
    expect(otherService.body.count_available).toBe(0);
  });

  it("respects the booking horizon and the lead time", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { bookingHorizonDays: 7 });
    const far = await call("CheckAvailability", {
      slot: slotOf(cast.restaurant.id, "2026-05-27T17:00:00.000Z", 2),
    });
    expect(far.body.count_available).toBe(0);
    await setConfig(ctx.db, cast.restaurant.id, { bookingHorizonDays: 180 });
    // Today 12:00 Berlin (10:00 UTC): 12:00 itself lies inside the 30 minutes' lead time.
    const now = await call("CheckAvailability", {
      slot: slotOf(cast.restaurant.id, "2026-05-12T10:00:00.000Z", 2),
    });
    expect(now.body.count_available).toBe(0);
  });
});

describe("CreateBooking", () => {
  it("books a real reservation with source google, the party's stay length and the user", async () => {
    const response = await call("CreateBooking", {
      slot: slotOf(cast.restaurant.id, WED_20, 3),
      user_information: user("u-create"),
      idempotency_token: "tok-create",
      additional_request: "Fensterplatz",
    });
    expect(response.status).toBe(200);
    const booking = response.body.booking;
    expect(booking).toMatchObject({
      status: "CONFIRMED",
      slot: {
        merchant_id: cast.restaurant.id,
        service_id: "dining",
        start_sec: sec(WED_20),
        resources: { party_size: 3 },
      },
      user_information: { user_id: "u-create", given_name: "Greta", family_name: "Google u-create" },
    });
    const [row] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, booking?.booking_id ?? ""));
    expect(row).toMatchObject({
      source: "google",
      rwgUserId: "u-create",
      idempotencyKey: "rwg:tok-create",
      reservationDate: "2026-05-13",
      timeSlot: "20:00",
      numberOfGuests: 3,
      specialRequests: "Fensterplatz",
    });
    expect(booking?.slot.duration_sec).toBe(
      String(((row?.endsAt.getTime() ?? 0) - (row?.startsAt.getTime() ?? 0)) / 1000),
    );
    const held = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, row?.id ?? ""));
    expect(held).toHaveLength(1);
  });

  it("given the same idempotency token again (another process too), answers the same booking", async () => {
    const request = {
      slot: slotOf(cast.restaurant.id, WED_20, 2),
      user_information: user("u-idem"),
      idempotency_token: "tok-idem",
    };
    const first = await call("CreateBooking", request);
    const again = await call("CreateBooking", request);
    const otherProcess = await rwgCaller(ctx.client(ctx.build({ rwg: RWG_TEST_CREDENTIALS })))(
      "CreateBooking",
      request,
    );
    expect(again.body.booking?.booking_id).toBe(first.body.booking?.booking_id);
    expect(otherProcess.body.booking?.booking_id).toBe(first.body.booking?.booking_id);
    const rows = await ctx.db.select().from(reservations).where(eq(reservations.rwgUserId, "u-idem"));
    expect(rows).toHaveLength(1);
  });

  it("given the user's second booking of the same slot, answers SLOT_ALREADY_BOOKED_BY_USER", async () => {
    const base = {
      slot: slotOf(cast.restaurant.id, "2026-05-13T16:00:00.000Z", 2),
      user_information: user("u-twice"),
    };
    expect((await call("CreateBooking", { ...base, idempotency_token: "t1" })).body.booking).toBeDefined();
    const second = await call("CreateBooking", { ...base, idempotency_token: "t2" });
    expect(second.status).toBe(200);
    expect(second.body.booking_failure?.cause).toBe("SLOT_ALREADY_BOOKED_BY_USER");
  });

  it("answers business refusals in a 200 with booking_failure: closed day, party too large, beyond horizon, blocked guest, opted out", async () => {
    const cases = [
      slotOf(cast.restaurant.id, "2026-05-18T17:00:00.000Z", 2),
      slotOf(cast.restaurant.id, WED_19, 13),
      slotOf(cast.restaurant.id, "2027-05-12T17:00:00.000Z", 2),
      slotOf(cast.otherRestaurant.id, WED_19, 2),
    ];
    for (const slot of cases) {
      const response = await call("CreateBooking", { slot, user_information: user("u-refused") });
      expect(response.status).toBe(200);
      expect(response.body.booking_failure?.cause).toBe("SLOT_UNAVAILABLE");
    }
    await ctx.db.insert(guestProfiles).values({
      restaurantId: cast.restaurant.id,
      key: guestKeyOf({ customerEmail: "gesperrt@gmail.example" }),
      blocked: true,
      blockedAt: ctx.clock.now(),
    });
    const blocked = await call("CreateBooking", {
      slot: slotOf(cast.restaurant.id, WED_19, 2),
      user_information: user("u-blocked", "gesperrt@gmail.example"),
    });
    expect(blocked.body.booking_failure).toEqual({
      cause: "SLOT_UNAVAILABLE",
      description: "online_booking_unavailable",
    });
    const rows = await ctx.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.source, "google"), eq(reservations.rwgUserId, "u-blocked")));
    expect(rows).toHaveLength(0);
  });

  it("20 parallel bookings of one slot: exactly the free tables are booked, the rest get SLOT_UNAVAILABLE", async () => {
    // Thursday 2026-05-14 19:00 Berlin: three 4-seat tables free.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rwgCaller(ctx.client())("CreateBooking", {
          slot: slotOf(cast.restaurant.id, "2026-05-14T17:00:00.000Z", 4),
          user_information: user(`u-race-${i}`),
          idempotency_token: `race-${i}`,
        }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.filter((response) => response.body.booking)).toHaveLength(3);
    const failures = responses.filter((response) => response.body.booking_failure);
    expect(failures).toHaveLength(17);
    for (const response of failures) expect(response.body.booking_failure?.cause).toBe("SLOT_UNAVAILABLE");
    const rows = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationDate, "2026-05-14"));
    expect(rows).toHaveLength(3);
    const tables = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.restaurantId, cast.restaurant.id));
    const thursday = tables.filter((row) => row.startsAt.toISOString() === "2026-05-14T17:00:00.000Z");
    expect(new Set(thursday.map((row) => row.tableId)).size).toBe(3);
  });
});

describe("UpdateBooking, GetBookingStatus, ListBookings", () => {
  let bookingId = "";
  beforeAll(async () => {
    const response = await call("CreateBooking", {
      slot: slotOf(cast.restaurant.id, "2026-05-15T17:00:00.000Z", 2),
      user_information: user("u-life"),
      idempotency_token: "tok-life",
    });
    bookingId = response.body.booking?.booking_id ?? "";
  });

  it("GetBookingStatus answers the status; an unknown or non-Google booking is 404", async () => {
    const response = await call("GetBookingStatus", { booking_id: bookingId });
    expect(response.body).toMatchObject({ booking_id: bookingId, booking_status: "CONFIRMED" });
    expect((await call("GetBookingStatus", { booking_id: "unbekannt" })).status).toBe(404);
  });

  it("changes party size and time under the guest's change rules", async () => {
    const response = await call("UpdateBooking", {
      update_mask: "slot.start_sec,slot.resources.party_size",
      booking: {
        booking_id: bookingId,
        slot: { start_sec: sec("2026-05-15T18:00:00.000Z"), resources: { party_size: 4 } },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.booking?.slot).toMatchObject({
      start_sec: sec("2026-05-15T18:00:00.000Z"),
      resources: { party_size: 4 },
    });
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, bookingId));
    expect(row).toMatchObject({ timeSlot: "20:00", numberOfGuests: 4 });
  });

  it("refuses a change to a time the restaurant does not offer", async () => {
    const response = await call("UpdateBooking", {
      booking: { booking_id: bookingId, slot: { start_sec: sec("2026-05-15T03:00:00.000Z") } },
    });
    expect(response.body.booking_failure?.cause).toBe("SLOT_UNAVAILABLE");
  });

  it("ListBookings answers the user's bookings only", async () => {
    const response = await call("ListBookings", { user_id: "u-life" });
    expect(response.body.bookings?.map((booking) => booking.booking_id)).toEqual([bookingId]);
    expect((await call("ListBookings", { user_id: "niemand" })).body.bookings).toEqual([]);
  });

  it("cancels with status CANCELED, then answers BOOKING_ALREADY_CANCELLED", async () => {
    const response = await call("UpdateBooking", {
      update_mask: "status",
      booking: { booking_id: bookingId, status: "CANCELED" },
    });
    expect(response.body.booking?.status).toBe("CANCELED");
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, bookingId));
    expect(row?.status).toBe("cancelled");
    const again = await call("UpdateBooking", {
      update_mask: "status",
      booking: { booking_id: bookingId, status: "CANCELED" },
    });
    expect(again.body.booking_failure?.cause).toBe("BOOKING_ALREADY_CANCELLED");
    expect((await call("GetBookingStatus", { booking_id: bookingId })).body.booking_status).toBe("CANCELED");
  });

  it("refuses a cancellation after the start: OUTSIDE_CANCELLATION_WINDOW", async () => {
    const created = await call("CreateBooking", {
      slot: slotOf(cast.restaurant.id, "2026-05-15T16:00:00.000Z", 2),
      user_information: user("u-late"),
      idempotency_token: "tok-late",
    });
    ctx.clock.set("2026-05-15T16:30:00.000Z");
    try {
      const response = await call("UpdateBooking", {
        update_mask: "status",
        booking: { booking_id: created.body.booking?.booking_id, status: "CANCELED" },
      });
      expect(response.body.booking_failure?.cause).toBe("OUTSIDE_CANCELLATION_WINDOW");
    } finally {
      ctx.clock.set("2026-05-12T10:00:00.000Z");
    }
  });

  it("does not answer for a reservation made through the widget", async () => {
    const [widgetRow] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.restaurantId, cast.restaurant.id))
      .limit(1);
    await ctx.db
      .update(reservations)
      .set({ source: "widget" })
      .where(eq(reservations.id, widgetRow?.id ?? ""));
    expect((await call("GetBookingStatus", { booking_id: widgetRow?.id })).status).toBe(404);
  });
});
