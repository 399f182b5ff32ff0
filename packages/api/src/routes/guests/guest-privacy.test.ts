import type { GuestDataExport } from "@tischservice/core";
import { beforeEach, describe, expect, it } from "vitest";
import { guestProfiles } from "../../db/schema/index.ts";
import { runRetention } from "../../privacy/retention.ts";
import { addTables, booking, insertReservation } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { tablesMentioning } from "../../test/tables-mentioning.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The guest book's notes and tags are the guest's data too: exported and erased.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const { cast, as } = signedInCast(ctx, "each");
const GUEST = "erika.notiz@beispiel.de";
const guests = (restaurantId: string) => `/api/guests/restaurant/${restaurantId}`;

beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [4]);
  await addTables(ctx.db, cast.otherRestaurant.id, [4]);
});

async function bookWithProfile(restaurantId: string, owner = as.owner, extra: Record<string, unknown> = {}) {
  const booked = await as.anonymous.post(
    `/api/reservation/${restaurantId}`,
    booking({ customerEmail: GUEST, ...extra }),
  );
  expect(booked.status, booked.text).toBe(201);
  const saved = await owner.put(`${guests(restaurantId)}/profile?email=${GUEST}`, {
    note: "Erika mag Tisch 4, Nussallergie",
    tags: ["Allergie", "Erikas Stammtisch"],
  });
  expect(saved.status).toBe(200);
}

describe("the guest book in a guest's export and erasure", () => {
  it("given a note and tags, lists them in the restaurant's export", async () => {
    await bookWithProfile(cast.restaurant.id);
    const response = await as.owner.get(`${guests(cast.restaurant.id)}/export?email=${GUEST}`);
    expect((response.body.data as GuestDataExport).profiles).toEqual([
      {
        restaurantId: cast.restaurant.id,
        note: "Erika mag Tisch 4, Nussallergie",
        tags: ["Allergie", "Erikas Stammtisch"],
        updatedAt: "2026-05-12T10:00:00.000Z",
        blocked: false,
        blockedReason: "",
        blockedAt: null,
      },
    ]);
  });

  it("given a block, lists it with its reason in the guest's export", async () => {
    await bookWithProfile(cast.restaurant.id);
    await as.owner.put(`${guests(cast.restaurant.id)}/profile?email=${GUEST}`, {
      blocked: true,
      blockedReason: "Mehrfach nicht erschienen",
    });
    const response = await as.owner.get(`${guests(cast.restaurant.id)}/export?email=${GUEST}`);
    expect((response.body.data as GuestDataExport).profiles[0]).toMatchObject({
      blocked: true,
      blockedReason: "Mehrfach nicht erschienen",
      blockedAt: "2026-05-12T10:00:00.000Z",
    });
  });

  it("given an erasure at one restaurant, deletes its profile and leaves nothing of the guest in any table", async () => {
    await bookWithProfile(cast.restaurant.id);
    expect(await tablesMentioning(ctx.db, "Nussallergie")).toEqual({ guest_profiles: 1 });
    expect((await as.owner.delete(`${guests(cast.restaurant.id)}?email=${GUEST}`)).status).toBe(200);
    expect(await ctx.db.select().from(guestProfiles)).toEqual([]);
    for (const needle of [GUEST, "Nussallergie", "Erikas Stammtisch"]) {
      expect(await tablesMentioning(ctx.db, needle)).toEqual({});
    }
    // The guest is gone from the guest book too.
    expect((await as.owner.get(`${guests(cast.restaurant.id)}/profile?email=${GUEST}`)).status).toBe(404);
  });

  it("given an erasure by phone, deletes the profile kept under the address the reservation gave", async () => {
    await bookWithProfile(cast.restaurant.id, as.owner, { customerPhone: "030 / 765 43 21" });
    const phone = encodeURIComponent("+49 30 7654321");
    expect((await as.owner.delete(`${guests(cast.restaurant.id)}?phone=${phone}`)).status).toBe(200);
    expect(await tablesMentioning(ctx.db, "Nussallergie")).toEqual({});
  });

  it("given the other restaurant's profile of the same guest, leaves it to that restaurant; the admin's erasure takes both", async () => {
    await bookWithProfile(cast.restaurant.id);
    await bookWithProfile(cast.otherRestaurant.id, as.otherOwner);
    expect((await as.owner.delete(`${guests(cast.restaurant.id)}?email=${GUEST}`)).status).toBe(200);
    const left = await ctx.db.select().from(guestProfiles);
    expect(left.map((row) => row.restaurantId)).toEqual([cast.otherRestaurant.id]);
    const exported = await as.admin.get(`/api/admin/guests/export?email=${GUEST}`);
    expect((exported.body.data as GuestDataExport).profiles.map((p) => p.restaurantId)).toEqual([
      cast.otherRestaurant.id,
    ]);
    expect((await as.admin.delete(`/api/admin/guests?email=${GUEST}`)).status).toBe(200);
    expect(await tablesMentioning(ctx.db, "Nussallergie")).toEqual({});
  });

  it("given the retention job anonymised all of the guest's reservations, deletes the profile too; a guest still booked keeps it", async () => {
    await bookWithProfile(cast.restaurant.id);
    await bookWithProfile(cast.restaurant.id, as.owner, {
      customerEmail: "bleibt@beispiel.de",
      timeSlot: "12:00",
    });
    await as.owner.put(`${guests(cast.restaurant.id)}/profile?email=bleibt@beispiel.de`, {
      note: "Bleibt",
      tags: [],
    });
    // Both visits ended 2026-05-13; the second guest books again for 2028.
    const startsAt = new Date("2028-06-14T17:00:00.000Z");
    await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Bleibt",
      customerEmail: "bleibt@beispiel.de",
      reservationDate: "2028-06-14",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
    });
    const result = await runRetention(ctx.db, { now: new Date("2028-06-01T10:00:00.000Z") });
    expect(result.counts.reservations).toBe(2);
    expect(await tablesMentioning(ctx.db, "Nussallergie")).toEqual({});
    expect((await ctx.db.select().from(guestProfiles)).map((row) => row.note)).toEqual(["Bleibt"]);
  });
});
