import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurantConfigs } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("reading configurations (public: opening hours)", () => {
  it("given a config, restaurant or user id, answers the same configuration with all seven days", async () => {
    const byUser = await ctx.client().get(`/api/restaurantconfigs/user/${cast.owner.id}`);
    expect(byUser.status).toBe(200);
    const config = byUser.body.config as {
      _id: string;
      openingHours: Record<string, unknown>;
      emailNotificationsEnabled: boolean;
    };
    expect(Object.keys(config.openingHours)).toHaveLength(7);
    expect(config).toMatchObject({
      reservationDuration: 120,
      emailNotificationsEnabled: true,
      timeZone: "Europe/Berlin",
      restaurantName: "Restaurant A",
    });
    for (const id of [config._id, cast.restaurant.id, cast.owner.id, cast.subuser.id]) {
      expect((await ctx.client().get(`/api/restaurantconfigs/${id}`)).body.data).toEqual(config);
    }
    const list = await ctx.client().get("/api/restaurantconfigs");
    expect(list.body.configs).toHaveLength(2);
    expect((await ctx.client().get("/api/restaurantconfigs/unbekannt")).status).toBe(404);
  });
});

describe("PUT /api/restaurantconfigs/{id}", () => {
  const update = {
    openingHours: {
      monday: {
        isOpen: true,
        openTime: "11:00",
        closeTime: "22:00",
        hasLunchBreak: true,
        lunchBreakStart: "14:00",
        lunchBreakEnd: "17:00",
      },
    },
    reservationDuration: 150,
    autoConfirmReservations: true,
    emailNotificationsEnabled: false,
    timeZone: "Europe/Vienna",
  };

  it("given each role, only the owner and admins save; refusals change nothing", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.put(`/api/restaurantconfigs/${cast.owner.id}`, update),
    );
    const [before] = await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
    expect(before?.reservationDuration).toBe(120);
    const saved = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, update);
    expect(saved.status).toBe(200);
    expect(saved.body.config).toMatchObject({
      reservationDuration: 150,
      autoConfirmReservations: true,
      emailNotificationsEnabled: false,
      timeZone: "Europe/Vienna",
    });
    expect(
      (saved.body.config as { openingHours: { monday: object; tuesday: object } }).openingHours,
    ).toMatchObject({
      monday: { isOpen: true, hasLunchBreak: true, lunchBreakStart: "14:00" },
      tuesday: { isOpen: true, openTime: "11:30" },
    });
    expect(
      (await as.admin.put(`/api/restaurantconfigs/${cast.restaurant.id}`, { reservationDuration: 90 }))
        .status,
    ).toBe(200);
  });

  it("given invalid values, answers 400 in German and changes nothing", async () => {
    const cases = [
      { reservationDuration: 100 },
      { reservationDuration: 300 },
      { timeZone: "Mond/Krater" },
      { openingHours: { monday: { isOpen: true, openTime: "25:00", closeTime: "22:00" } } },
      { openingHours: { funday: { isOpen: true } } },
      { autoConfirmReservations: "ja" },
    ];
    for (const body of cases) {
      const response = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, body);
      expectAnswer(response, 400, {
        success: false,
        message: expect.any(String),
        errors: expect.any(Array),
      });
    }
    const [after] = await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
    expect(after?.reservationDuration).toBe(90);
  });
});

describe("PUT /api/restaurantconfigs/{id} with expectedUpdatedAt (two tabs)", () => {
  it("given the version a tab read, saves and answers a new version; the other tab's stale save gets 409 with the current configuration", async () => {
    const read = await as.owner.get(`/api/restaurantconfigs/user/${cast.owner.id}`);
    const version = (read.body.config as { updatedAt: string }).updatedAt;
    expect(Number.isNaN(Date.parse(version))).toBe(false);

    const first = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reservationDuration: 180,
      expectedUpdatedAt: version,
    });
    expect(first.status).toBe(200);
    const newVersion = (first.body.config as { updatedAt: string }).updatedAt;
    expect(Date.parse(newVersion)).toBeGreaterThan(Date.parse(version));

    const stale = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reservationDuration: 60,
      expectedUpdatedAt: version,
    });
    expectAnswer(stale, 409, {
      success: false,
      message:
        "Die Einstellungen wurden inzwischen an anderer Stelle geändert. Die aktuelle Fassung wurde geladen – bitte prüfen Sie Ihre letzte Änderung.",
      config: { reservationDuration: 180, updatedAt: newVersion },
    });
    const [after] = await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
    expect(after?.reservationDuration).toBe(180);

    const withoutVersion = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reservationDuration: 120,
    });
    expect(withoutVersion.status).toBe(200);
  });

  it("given a malformed version, answers 400", async () => {
    const response = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reservationDuration: 120,
      expectedUpdatedAt: "gestern",
    });
    expect(response.status).toBe(400);
  });
});

describe("the guest book's threshold regularGuestVisits", () => {
  it("given no setting, answers 3; the owner saves 1 to 50, a sub-user is refused, other values answer 400 in German", async () => {
    const path = `/api/restaurantconfigs/${cast.owner.id}`;
    const read = async () =>
      (
        (await ctx.client().get(`/api/restaurantconfigs/user/${cast.owner.id}`)).body.config as {
          regularGuestVisits: number;
        }
      ).regularGuestVisits;
    expect(await read()).toBe(3);
    expect((await as.subuser.put(path, { regularGuestVisits: 5 })).status).toBe(403);
    const refused = await as.owner.put(path, { regularGuestVisits: 0 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Stammgast ab: zwischen 1 und 50 Besuchen.");
    expect(await read()).toBe(3);
    expect((await as.owner.put(path, { regularGuestVisits: 5 })).status).toBe(200);
    expect(await read()).toBe(5);
  });
});
