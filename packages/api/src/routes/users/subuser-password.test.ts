import { subUserPasswordResetTexts } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema/index.ts";
import { PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("PUT /api/users/subuser/{subuserId}/password", () => {
  it("given the owner, sets the new password, ends the sub-user's sessions and records it; others change nothing", async () => {
    const created = await as.owner.post("/api/users/subuser", { username: "bar_1", password: "Bar#2026" });
    const id = (created.body.data as { _id: string })._id;
    const subClient = ctx.client();
    expect((await subClient.login("bar_1@restauranta", "Bar#2026")).status).toBe(200);
    const path = `/api/users/subuser/${id}/password`;
    await expectStatuses(as, { anonymous: 401, customer: 403, subuser: 403, otherOwner: 403 }, (c) =>
      c.put(path, { password: "Fremd#2026" }),
    );
    expect((await subClient.get("/api/users/me")).status).toBe(200);

    const reset = await as.owner.put(path, { password: "Neu#2026x", confirmPassword: "Neu#2026x" });
    expect(reset.body).toEqual({ success: true, message: subUserPasswordResetTexts.success });
    expect((await subClient.get("/api/users/me")).status).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const oldPassword = { email: "bar_1@restauranta", password: "Bar#2026" };
    expect((await ctx.client().post("/api/users/login", oldPassword)).status).toBe(401);
    expect((await ctx.client().login("bar_1@restauranta", "Neu#2026x")).status).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "subuser_password_reset"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorId: cast.owner.id, details: { email: "bar_1@restauranta" } });
  });

  it("given a short password, a different confirmation or an unknown sub-user, says why and changes nothing", async () => {
    const created = await as.owner.post("/api/users/subuser", { username: "kueche", password: "Kueche#26" });
    const id = (created.body.data as { _id: string })._id;
    const short = await as.owner.put(`/api/users/subuser/${id}/password`, { password: "123" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Passwort muss mindestens 6 Zeichen lang sein");
    const mismatch = await as.owner.put(`/api/users/subuser/${id}/password`, {
      password: "Kueche#27",
      confirmPassword: "Kueche#28",
    });
    expect(mismatch.body.message).toBe("Passwörter stimmen nicht überein");
    expect((await ctx.client().login("kueche@restauranta", "Kueche#26")).status).toBe(200);
    const unknown = await as.owner.put(`/api/users/subuser/${cast.owner.id}/password`, {
      password: "Neu#2026",
    });
    expect(unknown.status).toBe(404);
    expect((await ctx.client().login("owner@a.example", PASSWORD)).status).toBe(200);
  });
});

describe("POST /api/users/forgot-password with a sub-user's login", () => {
  it("given name@restaurant, says the owner resets it in Unterbenutzer and queues nothing", async () => {
    const response = await ctx.client().post("/api/users/forgot-password", { email: "kellner@restauranta" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(subUserPasswordResetTexts.forgotNotice);
  });
});
