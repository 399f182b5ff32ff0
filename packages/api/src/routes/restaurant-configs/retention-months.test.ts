import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, restaurantConfigs } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx, "each");

const storedMonths = async (restaurantId: string) => {
  const [row] = await ctx.db
    .select({ months: restaurantConfigs.reservationRetentionMonths })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurantId));
  return row?.months;
};
const save = (months: unknown, client = as.owner) =>
  client.put(`/api/restaurantconfigs/${cast.owner.id}`, { reservationRetentionMonths: months });

describe("a restaurant's reservation retention period (PUT /api/restaurantconfigs/{id})", () => {
  it("given no period set, answers null with the platform's 24 months as the maximum", async () => {
    const config = (await ctx.client().get(`/api/restaurantconfigs/${cast.restaurant.id}`)).body.data;
    expect(config).toMatchObject({
      reservationRetentionMonths: null,
      platformReservationRetentionMonths: 24,
    });
  });

  it("given the owner and 6 months, stores them, answers them and audits the field", async () => {
    const saved = await save(6);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      reservationRetentionMonths: 6,
      platformReservationRetentionMonths: 24,
    });
    expect(await storedMonths(cast.restaurant.id)).toBe(6);
    expect(await storedMonths(cast.otherRestaurant.id)).toBeNull();
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings_updated"), eq(auditLog.targetId, cast.restaurant.id)));
    expect(entry?.details).toMatchObject({ fields: "reservationRetentionMonths" });
    const reset = await save(null);
    expect(reset.body.data).toMatchObject({ reservationRetentionMonths: null });
    expect(await storedMonths(cast.restaurant.id)).toBeNull();
  });

  it("given a sub-user, another restaurant's owner, a customer or nobody, refuses and changes nothing", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.put(`/api/restaurantconfigs/${cast.owner.id}`, { reservationRetentionMonths: 3 }),
    );
    expect(await storedMonths(cast.restaurant.id)).toBeNull();
  });

  it("given more than the platform's period, refuses naming the platform's maximum and changes nothing", async () => {
    await save(12);
    const refused = await save(25);
    expectAnswer(refused, 400, {
      success: false,
      code: "validation",
      message: "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 24 Monaten nicht überschreiten.",
    });
    expect(await storedMonths(cast.restaurant.id)).toBe(12);

    await as.admin.put("/api/admin/retention", { reservationMonths: 10 });
    const lowered = await save(11);
    expect(lowered.body.message).toBe(
      "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 10 Monaten nicht überschreiten.",
    );
    expect((await save(10)).status).toBe(200);
    expect((await save(36)).status).toBe(400);
    expect(await storedMonths(cast.restaurant.id)).toBe(10);
  });

  it("given 0, a fraction or text, refuses in German with the whole-months message", async () => {
    for (const months of [0, 1.5, "6", -2]) {
      const refused = await save(months);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/Aufbewahrungsfrist in ganzen Monaten/);
    }
    expect(await storedMonths(cast.restaurant.id)).toBeNull();
  });
});
