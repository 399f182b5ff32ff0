import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, reservations, restaurants, users, waitlistEntries } from "../db/schema/index.ts";
import { addTables, booking, enquiryRequest, queuedMails } from "../test/booking-helpers.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { restaurantSignup } from "../test/signup-helpers.ts";
import { setupTestContext } from "../test/test-context.ts";

// What an unconfirmed sign-up or a deactivated owner leaves in public: nothing. Tuesday, 12 May 2026.
const ctx = await setupTestContext({
  rateLimits: { bookingPerIp: 10_000, signupPerIp: 100, receiptsPerAddressPerDay: 2 },
});
const { cast, as } = signedInCast(ctx);
const unavailable = {
  success: false,
  code: "restaurant_unavailable",
  message: "Dieses Restaurant nimmt derzeit keine Reservierungen über Tischservice an.",
};

let pendingRestaurantId = "";
let hiddenRestaurantId = "";

beforeAll(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [4, 4]);
  // A sign-up whose owner never confirmed the address, with a table so that it could take bookings.
  const signup = restaurantSignup({
    email: "unbestaetigt@beispiel.example",
    restaurantName: "Nie Bestätigt",
  });
  expect((await ctx.client().post("/api/signup/restaurant", signup)).status).toBe(201);
  const [pending] = await ctx.db.select().from(restaurants).where(eq(restaurants.name, "Nie Bestätigt"));
  pendingRestaurantId = pending?.id ?? "";
  await addTables(ctx.db, pendingRestaurantId, [4]);
  // Restaurant B: confirmed, but the admin hid it from the partner list.
  hiddenRestaurantId = cast.otherRestaurant.id;
  await ctx.db.update(restaurants).set({ listed: false }).where(eq(restaurants.id, hiddenRestaurantId));
});

beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await ctx.rateLimiter.clear();
});

const enquiry = enquiryRequest;

const configIds = (body: unknown) =>
  ((body as { data: Array<{ restaurantId: string }> }).data ?? []).map((config) => config.restaurantId);

describe("GET /api/restaurantconfigs", () => {
  it("anonymous callers and guests see only the partner list's configurations", async () => {
    for (const client of [as.anonymous, as.customer]) {
      const ids = configIds((await client.get("/api/restaurantconfigs")).body);
      expect(ids).toContain(cast.restaurant.id);
      expect(ids).not.toContain(pendingRestaurantId);
      expect(ids).not.toContain(hiddenRestaurantId);
    }
  });

  it("an owner also sees the own restaurant's when it is hidden; an admin sees every one", async () => {
    expect(configIds((await as.otherOwner.get("/api/restaurantconfigs")).body)).toContain(hiddenRestaurantId);
    const all = configIds((await as.admin.get("/api/restaurantconfigs")).body);
    expect(all).toEqual(
      expect.arrayContaining([cast.restaurant.id, pendingRestaurantId, hiddenRestaurantId]),
    );
  });
});

describe("a restaurant's public contact address", () => {
  it("is empty after sign-up: the owner's login address is never published", async () => {
    const response = await as.anonymous.get(`/api/restaurants/${pendingRestaurantId}`);
    expect(response.status).toBe(200);
    expect((response.body as { data: { email: string } }).data.email).toBe("");
    expect(JSON.stringify(response.body)).not.toContain("unbestaetigt@beispiel.example");
  });
});

describe("guests' requests to a restaurant whose owner is unconfirmed or deactivated", () => {
  const requests = (restaurantId: string) => [
    { path: `/api/reservation/${restaurantId}`, body: booking() },
    { path: `/api/enquiries/${restaurantId}`, body: enquiry() },
    {
      path: `/api/waitlist/${restaurantId}`,
      body: {
        customerName: "Erika Warte",
        customerEmail: "erika@beispiel.de",
        numberOfGuests: 2,
        date: "2026-05-13",
        from: "18:00",
        to: "19:00",
      },
    },
  ];

  const countStored = async (restaurantId: string) =>
    (await ctx.db.select().from(reservations).where(eq(reservations.restaurantId, restaurantId))).length +
    (await ctx.db.select().from(enquiries).where(eq(enquiries.restaurantId, restaurantId))).length +
    (await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.restaurantId, restaurantId)))
      .length;

  it("given an unconfirmed owner, a booking, an enquiry and a waitlist entry are refused with 404 restaurant_unavailable; nothing is stored or mailed", async () => {
    const mailsBefore = (await queuedMails(ctx.db)).length;
    for (const { path, body } of requests(pendingRestaurantId)) {
      const response = await as.anonymous.post(path, body);
      expect({ path, status: response.status, body: response.body }).toMatchObject({
        path,
        status: 404,
        body: unavailable,
      });
    }
    expect(await countStored(pendingRestaurantId)).toBe(0);
    expect((await queuedMails(ctx.db)).length).toBe(mailsBefore);
  });

  it("given a deactivated owner, the same; a restaurant only hidden from the partner list still takes bookings", async () => {
    await ctx.db
      .update(users)
      .set({ deactivatedAt: new Date("2026-05-01T00:00:00.000Z") })
      .where(eq(users.id, cast.owner.id));
    try {
      for (const { path, body } of requests(cast.restaurant.id)) {
        expect((await as.anonymous.post(path, body)).body).toMatchObject(unavailable);
      }
    } finally {
      await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, cast.owner.id));
    }
    await addTables(ctx.db, hiddenRestaurantId, [4], 10);
    const hidden = await as.anonymous.post(`/api/reservation/${hiddenRestaurantId}`, booking());
    expect(hidden.status).toBe(201);
  });
});

describe("receipts to one address per day", () => {
  it("given more public requests than the day's limit for one address, the requests go through and only the limit's receipts are mailed", async () => {
    const to = "ziel@postfach.example";
    const mailsTo = async (address: string) =>
      (await queuedMails(ctx.db)).filter((mail) => mail.to === address).length;
    const receiptsTo = () => mailsTo(to);
    const noticesBefore = await mailsTo("info@example.de");
    const times = ["12:00", "15:00", "18:00"];
    for (const timeSlot of times) {
      const response = await as.anonymous.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ customerEmail: to, timeSlot, reservationDate: "2026-05-15" }),
      );
      expect(response.status).toBe(201);
    }
    expect(await receiptsTo()).toBe(2);
    const enquired = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiry({ customerEmail: to, reservationDate: "2026-05-15" }),
    );
    expect(enquired.status).toBe(201);
    expect(await receiptsTo()).toBe(2);
    // A day later the address gets receipts again.
    ctx.clock.set("2026-05-13T10:00:01.000Z");
    const nextDay = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: to, timeSlot: "19:00", reservationDate: "2026-05-16" }),
    );
    expect(nextDay.status).toBe(201);
    expect(await receiptsTo()).toBe(3);
    // The restaurant's own notices are not receipts and are not capped: four bookings and the enquiry.
    expect((await mailsTo("info@example.de")) - noticesBefore).toBe(5);
  });

  it("staff bookings for a guest on the phone are not capped", async () => {
    const to = "telefon@postfach.example";
    for (const timeSlot of ["12:00", "15:00", "18:00"]) {
      const response = await as.owner.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ customerEmail: to, timeSlot, reservationDate: "2026-05-17" }),
      );
      expect(response.status).toBe(201);
    }
    expect((await queuedMails(ctx.db)).filter((mail) => mail.to === to).length).toBe(3);
  });
});
