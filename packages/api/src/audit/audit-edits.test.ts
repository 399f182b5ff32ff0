import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox } from "../db/schema/index.ts";
import { PASSWORD } from "../test/fixtures.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

const entriesOf = (action: (typeof auditLog.$inferSelect)["action"]) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, action));

describe("the audit log records account and restaurant changes", () => {
  it("given a password change, records who changed it, without the password", async () => {
    const changed = await as.customer.post("/api/users/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Kunde#Neu2026",
    });
    expect(changed.status).toBe(200);
    const [entry] = await entriesOf("password_changed");
    expect(entry).toMatchObject({
      actorId: cast.customer.id,
      actorEmail: cast.customer.email,
      targetId: cast.customer.id,
    });
    expect(JSON.stringify(entry)).not.toContain("Kunde#Neu2026");
  });

  it("given a refused password change (wrong current password), records nothing", async () => {
    const before = (await entriesOf("password_changed")).length;
    const refused = await as.owner.post("/api/users/change-password", {
      currentPassword: "falsch-falsch",
      newPassword: "Owner#Neu2026",
    });
    expect(refused.status).toBe(400);
    expect(await entriesOf("password_changed")).toHaveLength(before);
  });

  it("given a password reset through the mailed link, records it for the account whose password it was", async () => {
    await ctx.client().post("/api/users/forgot-password", { email: cast.otherOwner.email });
    const rows = await ctx.db.select().from(outbox);
    const text = String((rows.at(-1)?.payload as { text?: string } | undefined)?.text);
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(await entriesOf("password_reset")).toHaveLength(0);
    const reset = await ctx
      .client()
      .post("/api/users/reset-password", { token, newPassword: "Bernd#Neu2026" });
    expect(reset.status).toBe(200);
    const entries = await entriesOf("password_reset");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: cast.otherOwner.id,
      actorEmail: cast.otherOwner.email,
      targetId: cast.otherOwner.id,
    });
  });

  it("given a restaurant edit, records the editor, the restaurant and the fields changed", async () => {
    const saved = await as.owner.put(`/api/restaurants/${cast.restaurant.id}`, {
      phone: "+49 30 999999",
      description: "Neu eingerichtet",
    });
    expect(saved.status).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "restaurant_updated"), eq(auditLog.targetId, cast.restaurant.id)));
    expect(entry).toMatchObject({
      actorId: cast.owner.id,
      details: { restaurant: cast.restaurant.name, fields: "description, phone" },
    });
  });

  it("given a refused restaurant edit (a sub-user), records nothing", async () => {
    const before = (await entriesOf("restaurant_updated")).length;
    const refused = await as.subuser.put(`/api/restaurants/${cast.restaurant.id}`, { phone: "+49 30 1" });
    expect(refused.status).toBe(403);
    expect(await entriesOf("restaurant_updated")).toHaveLength(before);
  });

  it("given a settings save, records the editor, the restaurant and the settings changed", async () => {
    const saved = await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, {
      reservationDuration: 90,
      autoConfirmReservations: true,
    });
    expect(saved.status).toBe(200);
    const [entry] = await entriesOf("settings_updated");
    expect(entry).toMatchObject({
      actorId: cast.owner.id,
      actorEmail: cast.owner.email,
      targetId: cast.restaurant.id,
      details: { restaurant: cast.restaurant.name, fields: "autoConfirmReservations, reservationDuration" },
    });
  });

  it("given the whole configuration saved with one setting changed (the dashboard's autosave), names only that setting", async () => {
    const read = await as.owner.get(`/api/restaurantconfigs/${cast.owner.id}`);
    const config = read.body.config as Record<string, unknown>;
    const whole = {
      openingHours: config.openingHours,
      stayDurations: config.stayDurations,
      slotInterval: config.slotInterval,
      autoConfirmReservations: !config.autoConfirmReservations,
      emailNotificationsEnabled: config.emailNotificationsEnabled,
      reminderEnabled: config.reminderEnabled,
      reminderTiming: config.reminderTiming,
      timeZone: config.timeZone,
    };
    const before = (await entriesOf("settings_updated")).length;
    expect((await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, whole)).status).toBe(200);
    const entries = await entriesOf("settings_updated");
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.details).toEqual({
      restaurant: cast.restaurant.name,
      fields: "autoConfirmReservations",
    });

    // The same configuration saved again changes nothing, and the log stays as it was.
    expect((await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, whole)).status).toBe(200);
    expect(await entriesOf("settings_updated")).toHaveLength(before + 1);
  });

  it("given a restaurant edit that repeats a stored value, names only the field that changed", async () => {
    const saved = await as.owner.put(`/api/restaurants/${cast.restaurant.id}`, {
      phone: "+49 30 999999",
      description: "Jetzt mit Terrasse",
    });
    expect(saved.status).toBe(200);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "restaurant_updated"), eq(auditLog.targetId, cast.restaurant.id)));
    expect(entries.at(-1)?.details).toEqual({ restaurant: cast.restaurant.name, fields: "description" });
  });

  it("shows the new entries with German labels in the admin's audit log", async () => {
    const log = await as.admin.get("/api/admin/audit-log?limit=500");
    const actions = (log.body.data as Array<{ action: string; label?: string }>).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "password_changed",
        "password_reset",
        "restaurant_updated",
        "settings_updated",
      ]),
    );
  });
});
