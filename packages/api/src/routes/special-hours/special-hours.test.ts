import { describe, expect, it } from "vitest";
import { specialHours } from "../../db/schema/index.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { christmasHoliday as holiday } from "./holiday-fixture.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("special hours", () => {
  it("given the owner, creates and answers the refreshed list; anyone may read it", async () => {
    const created = await as.owner.post(`/api/special-hours/${cast.owner.id}`, holiday);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual([
      expect.objectContaining({
        title: "Weihnachten",
        isClosed: true,
        customHours: null,
        userId: cast.owner.id,
      }),
    ]);
    const read = await ctx.client().get(`/api/special-hours/${cast.subuser.id}`);
    expect(read.body).toMatchObject({ success: true, data: created.body.data });
    expect((await ctx.client().get("/api/special-hours/unbekannt")).status).toBe(404);
  });

  it("given a restaurant's own website (another origin), lets the booking widget read special hours and opening hours", async () => {
    const headers = { Origin: "https://restaurant.example" };
    const special = await ctx.client().get(`/api/special-hours/${cast.owner.id}`, { headers });
    expect(special.headers.get("access-control-allow-origin")).toBe("*");
    const config = await ctx.client().get(`/api/restaurantconfigs/${cast.owner.id}`, { headers });
    expect(config.headers.get("access-control-allow-origin")).toBe("*");
    for (const path of ["config", "special-hours"]) {
      const read = await ctx.client().get(`/api/restaurants/${cast.restaurant.id}/${path}`, { headers });
      expect(read.status, path).toBe(200);
      expect(read.headers.get("access-control-allow-origin"), path).toBe("*");
    }
    const write = await ctx.app.request(`/api/special-hours/${cast.owner.id}`, {
      method: "OPTIONS",
      headers: { ...headers, "Access-Control-Request-Method": "POST" },
    });
    expect(write.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("given other roles, refuses create, update and delete and changes nothing", async () => {
    const [entry] = await ctx.db.select().from(specialHours);
    const path = `/api/special-hours/${cast.owner.id}/${entry?.id}`;
    const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 } as const;
    await expectStatuses(as, refusals, (c) => c.post(`/api/special-hours/${cast.owner.id}`, holiday));
    await expectStatuses(as, refusals, (c) => c.put(path, { ...holiday, title: "Gekapert" }));
    await expectStatuses(as, refusals, (c) => c.delete(path));
    expect((await ctx.db.select().from(specialHours)).map((s) => s.title)).toEqual(["Weihnachten"]);
    // Another owner cannot reach the entry through their own id either.
    expect((await as.otherOwner.delete(`/api/special-hours/${cast.otherOwner.id}/${entry?.id}`)).status).toBe(
      404,
    );
  });

  it("given update and delete by the owner, answers the refreshed list", async () => {
    const [entry] = await ctx.db.select().from(specialHours);
    const path = `/api/special-hours/${cast.owner.id}/${entry?.id}`;
    const updated = await as.owner.put(path, {
      ...holiday,
      title: "Sommerfest",
      type: "special_event",
      isClosed: false,
      customHours: { openTime: "18:00", closeTime: "23:30" },
    });
    expect(updated.body.data).toEqual([
      expect.objectContaining({
        title: "Sommerfest",
        customHours: { openTime: "18:00", closeTime: "23:30" },
      }),
    ]);
    expect((await as.admin.delete(path)).body).toMatchObject({ success: true, data: [] });
    expect((await as.owner.delete(path)).status).toBe(404);
  });

  it("given invalid forms, answers 400 with the required German texts", async () => {
    const cases: Array<[object, string]> = [
      [{ ...holiday, title: "  " }, "Bitte geben Sie einen Titel ein."],
      [{ ...holiday, endDate: "2026-12-01" }, "Das Enddatum darf nicht vor dem Startdatum liegen."],
      [{ ...holiday, startDate: "" }, "Bitte geben Sie ein Start- und ein Enddatum an."],
      [
        { ...holiday, startDate: "2026-02-30" },
        "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await as.owner.post(`/api/special-hours/${cast.owner.id}`, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect(await ctx.db.select().from(specialHours)).toHaveLength(0);
  });

  it("given type closed, the entry is closed without custom hours", async () => {
    const response = await as.owner.post(`/api/special-hours/${cast.owner.id}`, {
      ...holiday,
      type: "closed",
      isClosed: false,
      customHours: { openTime: "10:00", closeTime: "12:00" },
    });
    expect(response.body.data).toEqual([
      expect.objectContaining({ type: "closed", isClosed: true, customHours: null }),
    ]);
  });
});
