import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurantConfigs } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

const stored = async () =>
  (
    await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id))
  )[0];

describe("the reminder settings (Einstellungen → Benachrichtigungen)", () => {
  it("given no choice yet, answers reminders on, 24 hours before", async () => {
    const answer = await ctx.client().get(`/api/restaurantconfigs/user/${cast.owner.id}`);
    expect(answer.body.config).toMatchObject({ reminderEnabled: true, reminderTiming: "24h" });
  });

  it("given the owner's save, stores reminders off and the morning; a sub-user is refused", async () => {
    const refused = await as.subuser.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reminderEnabled: false,
    });
    expect(refused.status).toBe(403);
    const saved = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reminderEnabled: false,
      reminderTiming: "morning",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ reminderEnabled: false, reminderTiming: "morning" });
    expect(await stored()).toMatchObject({ reminderEnabled: false, reminderTiming: "morning" });
  });

  it("given an unknown timing, answers 400 with the German reason and changes nothing", async () => {
    const before = await stored();
    const answer = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reminderTiming: "weekly",
    });
    expectAnswer(answer, 400, {
      success: false,
      message: "Bitte wählen Sie „24 Stunden vorher“ oder „Am Morgen des Tages (09:00 Uhr)“.",
    });
    expect((await stored())?.updatedAt).toEqual(before?.updatedAt);
  });
});
