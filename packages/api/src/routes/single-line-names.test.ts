import { validationTexts, WALK_IN_CONTACT } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  emailVerificationTokens,
  enquiries,
  outbox,
  reservations,
  restaurants,
  users,
  waitlistEntries,
} from "../db/schema/index.ts";
import { addTables, booking, enquiryRequest } from "../test/booking-helpers.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { guestSignup, restaurantSignup } from "../test/signup-helpers.ts";
import { setupTestContext } from "../test/test-context.ts";

// Names end up in the platform's mails: every public form refuses line breaks and control characters in
// them with one German message at the field, and stores nothing.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000, signupPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
const message = validationTexts.nameSingleLine;
const broken = "Max\nMustermann";

/** Everything the public forms may write. */
async function stored() {
  return {
    users: (await ctx.db.select().from(users)).length,
    restaurants: (await ctx.db.select().from(restaurants)).length,
    verificationLinks: (await ctx.db.select().from(emailVerificationTokens)).length,
    reservations: (await ctx.db.select().from(reservations)).length,
    enquiries: (await ctx.db.select().from(enquiries)).length,
    waitlist: (await ctx.db.select().from(waitlistEntries)).length,
    mails: (await ctx.db.select().from(outbox)).length,
  };
}

const refusal = (field: string) => ({
  success: false,
  code: "validation",
  message,
  errors: [{ path: field, message }],
});

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4, 8, 8]);
});

beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await ctx.rateLimiter.clear();
});

describe("a name with a line break", () => {
  it.each([
    [
      "restaurant sign-up, owner's name",
      "/api/signup/restaurant",
      restaurantSignup({ name: broken }),
      "name",
    ],
    [
      "restaurant sign-up, restaurant's name",
      "/api/signup/restaurant",
      restaurantSignup({ restaurantName: "Trattoria\r\nBcc: alle@example.com" }),
      "restaurantName",
    ],
    ["guest sign-up", "/api/signup/guest", guestSignup({ name: broken }), "name"],
  ])(
    "given the %s, answers 400 validation with the name message and stores nothing",
    async (_case, path, body, field) => {
      const before = await stored();
      const response = await ctx.client().post(path, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal(field));
      expect(await stored()).toEqual(before);
    },
  );

  it("given a public booking, answers 400 validation with the name message and books nothing", async () => {
    const before = await stored();
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerName: broken }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal("customerName"));
    expect(await stored()).toEqual(before);
  });

  it("given a walk-in entered by staff, answers 400 validation too", async () => {
    const before = await stored();
    const response = await as.owner.post(`/api/reservation/${cast.restaurant.id}`, {
      customerName: "Tisch\tam Fenster",
      ...WALK_IN_CONTACT,
      numberOfGuests: 2,
      reservationDate: "2026-05-13",
      timeSlot: "19:00",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal("customerName"));
    expect(await stored()).toEqual(before);
  });

  it("given an enquiry, answers 400 validation with the name message and stores nothing", async () => {
    const before = await stored();
    const response = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiryRequest({ customerName: broken }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal("customerName"));
    expect(await stored()).toEqual(before);
  });

  it("given a waitlist entry, answers 400 validation with the name message and stores nothing", async () => {
    const before = await stored();
    const response = await as.anonymous.post(`/api/waitlist/${cast.restaurant.id}`, {
      customerName: broken,
      customerEmail: "erika@beispiel.de",
      numberOfGuests: 2,
      date: "2026-05-13",
      from: "18:00",
      to: "19:00",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal("customerName"));
    expect(await stored()).toEqual(before);
  });

  it("given the restaurant's name in the settings, answers 400 and keeps the name", async () => {
    const response = await as.owner.put(`/api/restaurants/${cast.restaurant.id}`, {
      name: "Restaurant\u2028A",
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "validation", message });
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row?.name).toBe("Restaurant A");
  });
});

describe("a plain name", () => {
  it("given the same public booking with the name on one line, books it", async () => {
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerName: "Max Mustermann" }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});
