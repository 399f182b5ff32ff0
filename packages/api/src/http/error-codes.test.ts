import { apiErrorCodes } from "@tischservice/core";
import { beforeAll, describe, expect, it } from "vitest";
import { addTables, booking } from "../test/booking-helpers.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2]);
});

const bookingPath = () => `/api/reservation/${cast.restaurant.id}`;

describe("error answers' code", () => {
  it("given each refused booking, names why: slot_taken, no_fitting_tables, closed, slot_past, slot_not_offered", async () => {
    expect((await as.anonymous.post(bookingPath(), booking({ timeSlot: "19:00" }))).status).toBe(201);
    const cases: Array<[object, string]> = [
      [booking({ timeSlot: "19:30", customerName: "Zweite" }), "slot_taken"],
      [booking({ numberOfGuests: 6 }), "no_fitting_tables"],
      [booking({ reservationDate: "2026-05-18" }), "closed"],
      [booking({ reservationDate: "2026-05-12", timeSlot: "12:00" }), "slot_past"],
      [booking({ timeSlot: "15:00" }), "slot_not_offered"],
    ];
    for (const [body, code] of cases) {
      const response = await as.anonymous.post(bookingPath(), body);
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 409, code });
    }
  });

  it("given bad input, a missing session, a wrong role and an unknown id, answers validation, unauthorized, forbidden and not_found", async () => {
    const invalid = await as.anonymous.post(bookingPath(), booking({ numberOfGuests: 0 }));
    expect({ status: invalid.status, code: invalid.body.code }).toEqual({ status: 400, code: "validation" });
    expect(invalid.body.message).toMatch(/zwischen 1 und 30/);
    const malformed = await ctx.app.request(bookingPath(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nicht json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, code: "validation" });
    const anonymous = await as.anonymous.get("/api/users");
    expect({ status: anonymous.status, code: anonymous.body.code }).toEqual({
      status: 401,
      code: "unauthorized",
    });
    const owner = await as.owner.get("/api/users");
    expect({ status: owner.status, code: owner.body.code }).toEqual({ status: 403, code: "forbidden" });
    const unknown = await as.anonymous.post("/api/reservation/unbekannt", booking());
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: "not_found" });
  });

  it("given too many bookings or demo requests from one client, answers 429 rate_limited with Retry-After", async () => {
    const app = ctx.build({ rateLimits: { bookingPerIp: 1, demoPerIp: 1 } });
    await ctx.rateLimiter.clear();
    const guest = ctx.client(app);
    const day = { reservationDate: "2026-05-21" };
    expect((await guest.post(bookingPath(), booking({ ...day, timeSlot: "18:00" }))).status).toBe(201);
    const limited = await guest.post(bookingPath(), booking({ ...day, timeSlot: "20:00" }));
    expect({ status: limited.status, code: limited.body.code }).toEqual({
      status: 429,
      code: "rate_limited",
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const demo = { firstName: "Erika", lastName: "Muster", email: "erika@beispiel.de" };
    expect((await guest.post("/api/demo-request", demo)).status).toBe(201);
    const demoLimited = await guest.post("/api/demo-request", demo);
    expect({ status: demoLimited.status, code: demoLimited.body.code }).toEqual({
      status: 429,
      code: "rate_limited",
    });
    expect(Number(demoLimited.headers.get("retry-after"))).toBeGreaterThan(0);
    await ctx.rateLimiter.clear();
  });

  it("lists every code once in the OpenAPI document's Error schema", async () => {
    const document = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> };
    };
    expect(document.components.schemas.ErrorCode?.enum).toEqual([...apiErrorCodes]);
    expect(document.components.schemas.Error?.properties?.code).toEqual({
      $ref: "#/components/schemas/ErrorCode",
    });
  });
});
