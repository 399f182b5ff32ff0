import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outbox, sessions, users } from "../../db/schema/index.ts";
import { expectAnswer, expectExactAnswer } from "../../test/expect-answer.ts";
import { type Cast, PASSWORD, seedCast } from "../../test/fixtures.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext({
  rateLimits: { loginPerAddress: 3, loginPerIp: 100, forgotPerAddress: 2 },
});
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  cast = await seedCast(ctx.db);
});

/** The reset link's token from the last queued mail. */
async function lastResetToken(): Promise<string> {
  const rows = await ctx.db.select().from(outbox);
  const text = String((rows.at(-1)?.payload as { text?: string } | undefined)?.text);
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error("no token in mail");
  return token;
}

describe("POST /api/users/login", () => {
  it("given the right password, signs in with an httpOnly SameSite=Lax cookie and answers the user without password", async () => {
    const client = ctx.client();
    const response = await client.post("/api/users/login", { email: "OWNER@a.example", password: PASSWORD });
    expectAnswer(response, 200, {
      success: true,
      user: { email: "owner@a.example", role: "Gastro" },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("ts_session=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect((await client.get("/api/users/me")).body).toMatchObject({ user: { _id: cast.owner.id } });
  });

  it("given a demo account, answers isDemo on sign-in and /me (the dashboard's Demo-Daten badge)", async () => {
    const client = ctx.client();
    const own = await client.post("/api/users/login", { email: "owner@a.example", password: PASSWORD });
    expect(own.body).toMatchObject({ user: { isDemo: false } });
    await ctx.db.update(users).set({ isDemo: true }).where(eq(users.id, cast.owner.id));
    const demo = ctx.client();
    const signIn = await demo.post("/api/users/login", { email: "owner@a.example", password: PASSWORD });
    expect(signIn.body).toMatchObject({ user: { isDemo: true } });
    expect((await demo.get("/api/users/me")).body).toMatchObject({ user: { isDemo: true } });
  });

  it("given rememberMe, sets a cookie for 30 days", async () => {
    const response = await ctx
      .client()
      .post("/api/users/login", { email: "owner@a.example", password: PASSWORD, rememberMe: true });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("ts_session="));
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it("given a sub-user's login name in any case, signs in", async () => {
    const response = await ctx
      .client()
      .post("/api/users/login", { email: "Kellner@RestaurantA", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { isSubuser: true, parentUserId: cast.owner.id } });
  });

  it("given a wrong password or unknown address, answers 401 with the same German text", async () => {
    for (const email of ["owner@a.example", "niemand@nirgends.example"]) {
      const response = await ctx.client().post("/api/users/login", { email, password: "falsch123" });
      expectExactAnswer(response, 401, {
        success: false,
        code: "unauthorized",
        message: "Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.",
      });
    }
  });

  it("given missing fields, unknown fields or malformed JSON, answers 400 in German", async () => {
    const client = ctx.client();
    const missing = await client.post("/api/users/login", { email: "owner@a.example" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Bitte geben Sie E-Mail oder Benutzername und Passwort ein.");
    const unknown = await client.post("/api/users/login", { email: "a@b.de", password: "x", admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unbekanntes Feld: admin/);
    const malformed = await client.request("POST", "/api/users/login", {
      body: "{nicht json",
      headers: { "Content-Type": "application/json" },
    });
    expectExactAnswer(malformed, 400, {
      success: false,
      code: "validation",
      message: "Die Anfrage enthält kein gültiges JSON.",
    });
  });

  it("given too many attempts for one address, answers 429 in German even with the right password", async () => {
    const client = ctx.client();
    for (let i = 0; i < 3; i += 1)
      await client.post("/api/users/login", { email: "owner@a.example", password: "falsch!!" });
    const blocked = await client.post("/api/users/login", { email: "owner@a.example", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Zu viele Anmeldeversuche/);
    ctx.clock.advance(15 * 60 * 1000);
    expect(
      (await client.post("/api/users/login", { email: "owner@a.example", password: PASSWORD })).status,
    ).toBe(200);
  });

  it("given a foreign Origin, refuses to sign in", async () => {
    const response = await ctx.client().post(
      "/api/users/login",
      { email: "owner@a.example", password: PASSWORD },
      {
        headers: { Origin: "https://boese.example" },
      },
    );
    expect(response.status).toBe(403);
  });
});

describe("sessions", () => {
  it("given logout, ends the session on the server", async () => {
    const client = await ctx.as("owner", cast);
    expect((await client.post("/api/users/logout")).status).toBe(200);
    expect((await client.get("/api/users/me")).status).toBe(401);
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });

  it("given a browser session older than a day, no longer accepts it", async () => {
    const client = await ctx.as("owner", cast);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await client.get("/api/users/me")).status).toBe(401);
  });

  it("given a cookie-authenticated change from a foreign origin, answers 403 and changes nothing", async () => {
    const client = await ctx.as("owner", cast);
    const response = await client.post("/api/users/logout", undefined, {
      headers: { Origin: "https://boese.example" },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Anfrage von einer fremden Herkunft abgelehnt.");
    expect((await client.get("/api/users/me")).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("given any address, answers the same way and mails a link only to existing accounts", async () => {
    const known = await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    const unknown = await ctx
      .client()
      .post("/api/users/forgot-password", { email: "niemand@nirgends.example" });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = await ctx.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ to: "owner@a.example" });
    expect(String((mails[0]?.payload as { text: string } | undefined)?.text)).toContain(
      "http://localhost:3001/app/reset-password?token=",
    );
  });

  it("given a valid link, resets once, ends all sessions, and the link cannot be used again", async () => {
    const signedIn = await ctx.as("owner", cast);
    await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    const token = await lastResetToken();
    expect((await ctx.client().get(`/api/users/validate-reset-token/${token}`)).body).toMatchObject({
      valid: true,
    });
    const reset = await ctx
      .client()
      .post("/api/users/reset-password", { token, newPassword: "NeuesPasswort1" });
    expect(reset.status).toBe(200);
    expect((await signedIn.get("/api/users/me")).status).toBe(401);
    await ctx.client().login("owner@a.example", "NeuesPasswort1");
    const again = await ctx
      .client()
      .post("/api/users/reset-password", { token, newPassword: "NochEinPasswort2" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ reason: "used" });
  });

  it("given a newer link, the older one no longer works", async () => {
    await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    const older = await lastResetToken();
    await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    const response = await ctx.client().get(`/api/users/validate-reset-token/${older}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      valid: false,
      reason: "superseded",
      message: expect.stringContaining("ungültig"),
    });
  });

  it("given a link older than an hour, it has expired and the password stays", async () => {
    await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    const token = await lastResetToken();
    ctx.clock.advance(60 * 60 * 1000);
    const response = await ctx
      .client()
      .post("/api/users/reset-password", { token, newPassword: "NeuesPasswort1" });
    expect(response.body).toMatchObject({ success: false, reason: "expired" });
    await ctx.client().login("owner@a.example", PASSWORD);
  });

  it("given an unknown token or a short password, answers 400 with the required German texts", async () => {
    expect((await ctx.client().get("/api/users/validate-reset-token/unbekannt")).body).toMatchObject({
      reason: "malformed",
    });
    const short = await ctx.client().post("/api/users/reset-password", { token: "abc", newPassword: "123" });
    expect(short.body.message).toBe("Das Passwort muss mindestens 6 Zeichen lang sein.");
    const noToken = await ctx.client().post("/api/users/reset-password", { newPassword: "Passwort99" });
    expect(noToken.body.message).toBe(
      "Kein Reset-Token gefunden. Bitte fordern Sie einen neuen Reset-Link an.",
    );
  });

  it("given too many requests for one address, answers 429", async () => {
    for (let i = 0; i < 2; i += 1)
      await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" });
    expect((await ctx.client().post("/api/users/forgot-password", { email: "owner@a.example" })).status).toBe(
      429,
    );
  });
});

describe("POST /api/users/change-password", () => {
  it("given the right current password, changes it and ends the user's other sessions", async () => {
    const other = await ctx.as("owner", cast);
    const client = await ctx.as("owner", cast);
    const response = await client.post("/api/users/change-password", {
      userId: cast.owner.id,
      currentPassword: PASSWORD,
      newPassword: "GanzNeu#2026",
    });
    expect(response.body).toEqual({ success: true, message: "Passwort erfolgreich geändert!" });
    expect((await client.get("/api/users/me")).status).toBe(200);
    expect((await other.get("/api/users/me")).status).toBe(401);
  });

  it("given each broken rule, answers 400 with its errorCode and keeps the password", async () => {
    const client = await ctx.as("owner", cast);
    const cases = [
      [{ currentPassword: PASSWORD }, "MISSING_FIELDS"],
      [{ currentPassword: PASSWORD, newPassword: "kurz" }, "PASSWORD_TOO_SHORT"],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, "PASSWORD_SAME_AS_CURRENT"],
      [{ currentPassword: "falsch!!", newPassword: "GanzNeu#2026" }, "CURRENT_PASSWORD_INCORRECT"],
    ] as const;
    for (const [body, errorCode] of cases) {
      const response = await client.post("/api/users/change-password", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode });
    }
    await ctx.client().login("owner@a.example", PASSWORD);
  });

  it("given another user's id, answers 403; an unknown id 404 USER_NOT_FOUND; anonymous 401", async () => {
    const client = await ctx.as("owner", cast);
    const body = { currentPassword: PASSWORD, newPassword: "GanzNeu#2026" };
    expect(
      (await client.post("/api/users/change-password", { ...body, userId: cast.otherOwner.id })).status,
    ).toBe(403);
    const unknown = await client.post("/api/users/change-password", { ...body, userId: "unbekannt" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: "USER_NOT_FOUND" });
    expect((await ctx.client().post("/api/users/change-password", body)).status).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, cast.otherOwner.id));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
  });
});
