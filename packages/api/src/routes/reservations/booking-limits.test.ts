import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../db/schema/index.ts";
import { addTables, booking, enquiryRequest, insertReservation } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock stands at 2026-05-12 12:00 in Berlin (a Tuesday); Wednesday 2026-05-13 is open 11:30–22:00.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
type Slot = { time: string; available: boolean; status: string };

beforeAll(async () => {
  // Four 4-seat tables: 16 seats.
  await addTables(ctx.db, cast.restaurant.id, [4, 4, 4, 4]);
  await ctx.db
    .update(restaurants)
    .set({ phone: "030 1234567" })
    .where(eq(restaurants.id, cast.restaurant.id));
});

const configPath = () => `/api/restaurants/${cast.restaurant.id}/config`;
const saveLimits = async (body: Record<string, unknown>) => {
  const response = await as.owner.put(configPath(), body);
  expect(response.status).toBe(200);
  return response.body.data as Record<string, unknown>;
};

afterEach(async () => {
  await saveLimits({ bookingHorizonDays: 180, sameDayCutoff: null, pacing: null, onlineSeatShare: 100 });
  ctx.clock.set("2026-05-12T10:00:00.000Z");
});

const book = (client: typeof as.anonymous, overrides: Record<string, unknown>) =>
  client.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
const slots = async (date: string, guests = 2) => {
  const response = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/${date}/${guests}`);
  return response.body.timeSlots as Slot[];
};

describe("capacity settings in the restaurant's configuration", () => {
  it("answers the defaults and saves the four settings; out-of-range values are refused in German", async () => {
    const read = await as.owner.get(configPath());
    expect(read.body.data).toMatchObject({
      bookingHorizonDays: 180,
      sameDayCutoff: null,
      pacing: null,
      onlineSeatShare: 100,
    });
    const saved = await saveLimits({
      bookingHorizonDays: 30,
      sameDayCutoff: "",
      pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: null },
      onlineSeatShare: 60,
    });
    expect(saved).toMatchObject({
      bookingHorizonDays: 30,
      sameDayCutoff: null,
      pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: null },
      onlineSeatShare: 60,
    });
    const tooFar = await as.owner.put(configPath(), { bookingHorizonDays: 731 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toContain("zwischen 1 und 730 Tagen");
    expect((await as.owner.put(configPath(), { onlineSeatShare: 5 })).status).toBe(400);
    expect(
      (await as.owner.put(configPath(), { pacing: { windowMinutes: 20, maxGuests: 1, maxBookings: null } }))
        .status,
    ).toBe(400);
  });
});

describe("booking horizon", () => {
  it("given 180 days (the default), offers no slots beyond 2026-11-08 and refuses such a booking with the last day", async () => {
    expect((await slots("2026-11-08")).length).toBeGreaterThan(0);
    expect(await slots("2026-11-10")).toEqual([]);
    const refused = await book(as.anonymous, { reservationDate: "2026-11-10" });
    expectAnswer(refused, 409, {
      success: false,
      code: "beyond_horizon",
      message: "Online-Reservierungen sind bis zum 08.11.2026 möglich.",
    });
  });

  it("given 7 days, refuses bookings, waitlist entries and enquiries beyond it; staff book there directly", async () => {
    await saveLimits({ bookingHorizonDays: 7 });
    expect((await book(as.anonymous, { reservationDate: "2026-05-20" })).body.code).toBe("beyond_horizon");
    const waitlist = await as.anonymous.post(`/api/waitlist/${cast.restaurant.id}`, {
      customerName: "Erika Warte",
      customerEmail: "warte@beispiel.de",
      customerPhone: "+49 30 555",
      numberOfGuests: 2,
      date: "2026-05-20",
      from: "18:00",
      to: "19:00",
    });
    expect(waitlist.status).toBe(409);
    expect(waitlist.body).toMatchObject({
      code: "beyond_horizon",
      message: expect.stringContaining("19.05.2026"),
    });
    const enquiry = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiryRequest({ customerPhone: "+49 30 555", reservationDate: "2026-05-20" }),
    );
    expect(enquiry.status).toBe(409);
    expect(enquiry.body.code).toBe("beyond_horizon");
    const staff = await book(as.owner, { reservationDate: "2026-05-20", customerEmail: "staff@beispiel.de" });
    expect(staff.status).toBe(201);
  });
});

describe("same-day cut-off", () => {
  it("given a cut-off at 11:00 and 12:00 now, offers no times today, refuses with the phone, and lets staff book", async () => {
    await saveLimits({ sameDayCutoff: "11:00" });
    expect(await slots("2026-05-12")).toEqual([]);
    const refused = await book(as.anonymous, { reservationDate: "2026-05-12", timeSlot: "19:00" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "same_day_closed",
      message:
        "Für heute nehmen wir online keine Reservierungen mehr an – rufen Sie uns gern an: 030 1234567",
    });
    expect((await slots("2026-05-13")).length).toBeGreaterThan(0);
    const staff = await book(as.owner, { reservationDate: "2026-05-12", timeSlot: "19:30" });
    expect(staff.status).toBe(201);
  });

  it("given a cut-off at 15:00 and 12:00 now, today is still open", async () => {
    await saveLimits({ sameDayCutoff: "15:00" });
    expect((await slots("2026-05-12")).some((slot) => slot.available)).toBe(true);
  });
});

describe("pacing", () => {
  it("given 12 guests per 15 minutes and 10 arriving at 19:00, refuses a party of 4 at 19:00 but not at 19:30; staff may exceed it", async () => {
    await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      reservationDate: "2026-05-14",
      timeSlot: "19:00",
      numberOfGuests: 10,
      status: "pending",
      customerName: "Gruppe Takt",
      startsAt: new Date("2026-05-14T17:00:00Z"),
      endsAt: new Date("2026-05-14T19:00:00Z"),
    });
    await saveLimits({ pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: null } });
    const list = await slots("2026-05-14", 4);
    expect(list.find((slot) => slot.time === "19:00")).toMatchObject({
      available: false,
      status: "Zu viele Ankünfte",
    });
    const refused = await book(as.anonymous, { reservationDate: "2026-05-14", numberOfGuests: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("pacing_full");
    const later = await book(as.anonymous, {
      reservationDate: "2026-05-14",
      timeSlot: "19:30",
      numberOfGuests: 4,
      customerEmail: "spaeter@beispiel.de",
    });
    expect(later.status).toBe(201);
    const staff = await book(as.owner, { reservationDate: "2026-05-14", numberOfGuests: 4 });
    expect(staff.status).toBe(201);
  });
});

describe("online seat share", () => {
  it("given 50 % of 16 seats and two 4-seat tables booked at 18:00, refuses a third online; staff may book it", async () => {
    await saveLimits({ onlineSeatShare: 50 });
    for (const email of ["eins@beispiel.de", "zwei@beispiel.de"]) {
      const response = await book(as.anonymous, {
        reservationDate: "2026-05-15",
        timeSlot: "18:00",
        numberOfGuests: 4,
        customerEmail: email,
      });
      expect(response.status).toBe(201);
    }
    const list = await slots("2026-05-15", 4);
    expect(list.find((slot) => slot.time === "18:00")).toMatchObject({
      available: false,
      status: "Online ausgebucht",
    });
    const refused = await book(as.anonymous, {
      reservationDate: "2026-05-15",
      timeSlot: "18:00",
      numberOfGuests: 4,
      customerEmail: "drei@beispiel.de",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("online_capacity_reached");
    const staff = await book(as.owner, {
      reservationDate: "2026-05-15",
      timeSlot: "18:00",
      numberOfGuests: 4,
    });
    expect(staff.status).toBe(201);
  });
});
