import { beforeEach, describe, expect, it } from "vitest";
import { emailVerificationTokens, outbox, restaurants, users } from "../../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../../test/fixtures.ts";
import { guestSignup, restaurantSignup } from "../../test/signup-helpers.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext({ rateLimits: { signupPerIp: 10_000, signupPerAddress: 10_000 } });
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  cast = await seedCast(ctx.db);
});

const tooShort = "Das Passwort muss mindestens 10 Zeichen lang sein.";
const tooCommon = "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.";

/** Requests a reset link for `email` and reads its token from the queued mail. */
async function resetToken(email: string): Promise<string> {
  await ctx.client().post("/api/users/forgot-password", { email });
  const rows = await ctx.db.select().from(outbox);
  const text = String((rows.at(-1)?.payload as { text?: string } | undefined)?.text);
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error("no token in mail");
  return token;
}

const signsIn = async (email: string, password: string) =>
  (await ctx.client().post("/api/users/login", { email, password })).status === 200;

describe("POST /api/users/change-password by an administrator or an owner", () => {
  it.each([
    ["owner", "Neu#2026x", "PASSWORD_TOO_SHORT", tooShort],
    ["owner", "Passwort123", "PASSWORD_TOO_WEAK", tooCommon],
    ["admin", "kurz#1", "PASSWORD_TOO_SHORT", tooShort],
    ["admin", "12345678910", "PASSWORD_TOO_WEAK", tooCommon],
  ] as const)(
    "given the %s and %s, answers 400 validation and changes nothing",
    async (role, newPassword, errorCode, message) => {
      const client = await ctx.as(role, cast);
      const response = await client.post("/api/users/change-password", {
        currentPassword: PASSWORD,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: "validation",
        message,
        errorCode,
        errors: [{ path: "newPassword", message }],
      });
      expect((await client.get("/api/users/me")).status).toBe(200);
      expect(await signsIn(cast[role].email, PASSWORD)).toBe(true);
      expect(await signsIn(cast[role].email, newPassword)).toBe(false);
    },
  );

  it("given 10 uncommon characters, changes the owner's password", async () => {
    const client = await ctx.as("owner", cast);
    const response = await client.post("/api/users/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Neu#2026xy",
    });
    expect(response.body).toEqual({ success: true, message: "Passwort erfolgreich geändert!" });
    expect(await signsIn(cast.owner.email, "Neu#2026xy")).toBe(true);
  });

  it("given a sub-user or a customer, keeps the rule of 6 characters", async () => {
    for (const role of ["subuser", "customer"] as const) {
      const client = await ctx.as(role, cast);
      const response = await client.post("/api/users/change-password", {
        currentPassword: PASSWORD,
        newPassword: "12345678910",
      });
      expect(response.body, role).toEqual({ success: true, message: "Passwort erfolgreich geändert!" });
    }
  });
});

describe("POST /api/users/reset-password of an administrator's or an owner's account", () => {
  it.each([
    ["owner", "Neu#2026x", tooShort],
    ["admin", "PASSWORT123", tooCommon],
  ] as const)(
    "given the %s's link and %s, answers 400 validation, changes nothing and the link still works",
    async (role, newPassword, message) => {
      const { email } = cast[role];
      const signedIn = await ctx.as(role, cast);
      const token = await resetToken(email);
      const refused = await ctx.client().post("/api/users/reset-password", { token, newPassword });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        code: "validation",
        message,
        errors: [{ path: "newPassword", message }],
      });
      expect(await signsIn(email, PASSWORD)).toBe(true);
      expect((await signedIn.get("/api/users/me")).status).toBe(200);
      expect((await ctx.client().get(`/api/users/validate-reset-token/${token}`)).body).toMatchObject({
        valid: true,
      });

      const reset = await ctx
        .client()
        .post("/api/users/reset-password", { token, newPassword: "Neu#2026xyz" });
      expect(reset.status).toBe(200);
      expect(await signsIn(email, "Neu#2026xyz")).toBe(true);
    },
  );

  it("given a customer's link, keeps the rule of 6 characters", async () => {
    const token = await resetToken(cast.customer.email);
    const reset = await ctx.client().post("/api/users/reset-password", { token, newPassword: "Gast#1" });
    expect(reset.status).toBe(200);
    expect(await signsIn(cast.customer.email, "Gast#1")).toBe(true);
  });
});

describe("POST /api/signup/restaurant (an owner's password)", () => {
  const stored = async () => ({
    users: (await ctx.db.select().from(users)).length,
    restaurants: (await ctx.db.select().from(restaurants)).length,
    links: (await ctx.db.select().from(emailVerificationTokens)).length,
    mails: (await ctx.db.select().from(outbox)).length,
  });

  it.each([
    ["Maria#123", tooShort],
    ["Passwort123", tooCommon],
    ["12345678910", tooCommon],
  ])(
    "given %s, answers 400 validation with the German message and stores nothing",
    async (password, message) => {
      const before = await stored();
      const response = await ctx.client().post("/api/signup/restaurant", restaurantSignup({ password }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: "validation",
        message,
        errors: [{ path: "password", message }],
      });
      expect(await stored()).toEqual(before);
    },
  );

  it("given 10 uncommon characters, signs the restaurant up", async () => {
    const response = await ctx
      .client()
      .post("/api/signup/restaurant", restaurantSignup({ password: "Maria#1234" }));
    expect(response.status).toBe(201);
  });

  it("given a guest's sign-up with 6 characters, accepts it: guests keep the rule of 6", async () => {
    const response = await ctx.client().post("/api/signup/guest", guestSignup({ password: "Gast#1" }));
    expect(response.status).toBe(201);
  });
});
