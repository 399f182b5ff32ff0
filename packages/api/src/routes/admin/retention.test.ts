import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings, auditLog } from "../../db/schema/index.ts";
import { RETENTION_RESERVATION_MONTHS_KEY } from "../../privacy/retention-settings.ts";
import { expectAnswer, expectExactAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx, "each");

const storedSetting = () =>
  ctx.db.select().from(appSettings).where(eq(appSettings.key, RETENTION_RESERVATION_MONTHS_KEY));

describe("GET and PUT /api/admin/retention (the platform's reservation period)", () => {
  it("given no setting yet, answers the default of 24 months and the maximum of 120", async () => {
    const response = await as.admin.get("/api/admin/retention");
    expectExactAnswer(response, 200, {
      success: true,
      data: {
        reservationMonths: 24,
        defaultReservationMonths: 24,
        maxReservationMonths: 120,
        updatedAt: null,
      },
    });
  });

  it("given any role but admin, refuses reading and writing and stores nothing", async () => {
    const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403 };
    await expectStatuses(as, refusals, (c) => c.get("/api/admin/retention"));
    await expectStatuses(as, refusals, (c) => c.put("/api/admin/retention", { reservationMonths: 6 }));
    expect(await storedSetting()).toEqual([]);
  });

  it("given whole months from 1 to 120, stores them, answers a German message and audits old and new", async () => {
    const saved = await as.admin.put("/api/admin/retention", { reservationMonths: 36 });
    expectAnswer(saved, 200, {
      success: true,
      message: "Aufbewahrungsfrist der Plattform auf 36 Monate gesetzt.",
      data: { reservationMonths: 36, defaultReservationMonths: 24, updatedAt: expect.any(String) },
    });
    expect((await as.admin.get("/api/admin/retention")).body.data).toEqual(saved.body.data);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings_updated"), eq(auditLog.actorId, cast.admin.id)));
    expect(entries.map((entry) => entry.details)).toEqual([
      {
        scope: "platform",
        fields: "reservationRetentionMonths",
        reservationRetentionMonths: "36",
        previous: "24",
      },
    ]);
    expect((await as.admin.put("/api/admin/retention", { reservationMonths: 1 })).body.data).toMatchObject({
      reservationMonths: 1,
    });
  });

  it("given 0, 121, a fraction, text or no value, refuses in German and keeps the stored period", async () => {
    await as.admin.put("/api/admin/retention", { reservationMonths: 18 });
    for (const body of [
      { reservationMonths: 0 },
      { reservationMonths: 121 },
      { reservationMonths: 2.5 },
      { reservationMonths: "12" },
      {},
    ]) {
      const refused = await as.admin.put("/api/admin/retention", body);
      expectAnswer(refused, 400, {
        success: false,
        code: "validation",
        message: "Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und 120 an.",
      });
    }
    expect((await as.admin.get("/api/admin/retention")).body.data).toMatchObject({ reservationMonths: 18 });
  });
});
