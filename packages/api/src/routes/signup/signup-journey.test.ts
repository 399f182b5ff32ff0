import { beforeEach, describe, expect, it } from "vitest";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { createRestaurant, createUser } from "../../test/fixtures.ts";
import { guestSignup, restaurantSignup, verificationTokenFor } from "../../test/signup-helpers.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext();

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
});

/** Signs up and verifies through the API; the returned client is signed in by the verification. */
async function signUpAndVerify(path: "restaurant" | "guest", body: { email: string }): Promise<TestClient> {
  expect((await ctx.client().post(`/api/signup/${path}`, body)).status).toBe(201);
  const client = ctx.client();
  const token = await verificationTokenFor(ctx, body.email);
  expect((await client.post("/api/signup/verify", { token })).status).toBe(200);
  return client;
}

describe("a newly signed-up restaurant", () => {
  it("given sign-up and verification, is in the public partner list at once and bookable as soon as it has a table", async () => {
    const owner = await signUpAndVerify("restaurant", restaurantSignup());
    const me = await owner.get("/api/users/me");
    const restaurantId = (me.body.user as { restaurantId: string }).restaurantId;
    expect(restaurantId).toEqual(expect.any(String));

    const partners = await ctx.client().get("/api/restaurants");
    expect(partners.body.data).toEqual([
      expect.objectContaining({ _id: restaurantId, name: "Trattoria Maria" }),
    ]);

    const guest = ctx.client();
    const withoutTable = await guest.post(`/api/reservation/${restaurantId}`, booking());
    expect(withoutTable.status).toBe(409);

    const table = await owner.post("/api/tables", {
      restaurantId,
      name: "",
      tableNumber: "1",
      seats: 4,
      location: "Hauptraum",
    });
    expect(table.status).toBe(201);

    const slots = await guest.get(`/api/simple-timeslots/${restaurantId}/2026-05-13/2`);
    expect(JSON.stringify(slots.body)).toContain("19:00");
    const booked = await guest.post(`/api/reservation/${restaurantId}`, booking());
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ timeSlot: "19:00", tableNumbers: ["1"] });
    const list = await owner.get(`/api/reservations/restaurant/${restaurantId}`);
    expect(list.body.data).toHaveLength(1);
  });

  it("given sign-up, confirms widget bookings at once until the owner switches it off in Einstellungen", async () => {
    const owner = await signUpAndVerify("restaurant", restaurantSignup());
    const me = await owner.get("/api/users/me");
    const restaurantId = (me.body.user as { restaurantId: string }).restaurantId;
    const config = await ctx.client().get(`/api/restaurants/${restaurantId}/config`);
    expect(config.body.data).toMatchObject({ autoConfirmReservations: true });
    await owner.post("/api/tables", { restaurantId, name: "", tableNumber: "1", seats: 4, location: "" });

    const guest = ctx.client();
    const booked = await guest.post(`/api/reservation/${restaurantId}`, booking());
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ status: "confirmed" });
    const history = await owner.get(`/api/reservations/${(booked.body.data as { _id: string })._id}/events`);
    expect((history.body.data as Array<{ type: string }>).map((event) => event.type)).toEqual([
      "created",
      "confirmed",
    ]);

    const off = await owner.put(`/api/restaurants/${restaurantId}/config`, {
      autoConfirmReservations: false,
    });
    expect(off.status).toBe(200);
    const later = await guest.post(`/api/reservation/${restaurantId}`, booking({ timeSlot: "12:00" }));
    expect(later.status).toBe(201);
    expect(later.body.data).toMatchObject({ status: "pending" });
  });
});

describe("a verified customer's reservations", () => {
  it("given widget bookings before sign-up, shows every booking under the verified address (any case) and never another address's", async () => {
    const owner = await createUser(ctx.db, { email: "owner@a.example" });
    const restaurant = await createRestaurant(ctx.db, owner.id, "Restaurant A");
    await addTables(ctx.db, restaurant.id, [4, 4, 4]);
    const widget = ctx.client();
    const mine = await widget.post(
      `/api/reservation/${restaurant.id}`,
      booking({ customerEmail: "Gerd@GAST.example", customerName: "Gerd Gast" }),
    );
    expect(mine.status).toBe(201);
    const other = await widget.post(
      `/api/reservation/${restaurant.id}`,
      booking({ customerEmail: "erika@beispiel.de", timeSlot: "20:00" }),
    );
    expect(other.status).toBe(201);

    const guest = await signUpAndVerify("guest", guestSignup({ email: "gerd@gast.example" }));
    const own = await guest.get("/api/reservations/user/gerd@gast.example");
    expect(own.status).toBe(200);
    const ids = (own.body.data as Array<{ _id: string }>).map((row) => row._id);
    expect(ids).toEqual([(mine.body.data as { _id: string })._id]);

    const booksLater = await guest.post(
      `/api/reservation/${restaurant.id}`,
      booking({ customerEmail: "gerd@gast.example", reservationDate: "2026-05-14" }),
    );
    expect(booksLater.status).toBe(201);
    expect(
      ((await guest.get("/api/reservations/user/gerd@gast.example")).body.data as unknown[]).length,
    ).toBe(2);

    const foreign = await guest.get("/api/reservations/user/erika@beispiel.de");
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain("erika");
  });

  it("given a sign-up that is not verified, its bookings stay out of reach: no session, no list", async () => {
    const owner = await createUser(ctx.db, { email: "owner@a.example" });
    const restaurant = await createRestaurant(ctx.db, owner.id, "Restaurant A");
    await addTables(ctx.db, restaurant.id, [4]);
    await ctx
      .client()
      .post(`/api/reservation/${restaurant.id}`, booking({ customerEmail: "erika@beispiel.de" }));
    const body = guestSignup({ email: "erika@beispiel.de" });
    await ctx.client().post("/api/signup/guest", body);
    const client = ctx.client();
    const login = await client.post("/api/users/login", { email: body.email, password: body.password });
    expect(login.status).toBe(403);
    expect((await client.get("/api/reservations/user/erika@beispiel.de")).status).toBe(401);
  });
});
