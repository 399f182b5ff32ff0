import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailVerificationTokens, outbox, restaurants, users } from "../../db/schema/index.ts";
import { expectExactAnswer } from "../../test/expect-answer.ts";
import { type Cast, PASSWORD, seedCast } from "../../test/fixtures.ts";
import { guestSignup, restaurantSignup, verificationTokenFor } from "../../test/signup-helpers.ts";
import type { TestResponse } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext({ rateLimits: { signupPerIp: 10_000, signupPerAddress: 10_000 } });
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  cast = await seedCast(ctx.db);
});

// The API's one check of the strong rule's wording (the rule itself is core's and tested there): every
// endpoint that sets an administrator's or an owner's password refuses a weak one with 400 and these texts.
const tooShort = "Das Passwort muss mindestens 10 Zeichen lang sein.";
const tooCommon = "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.";
const weakPasswords = [
  ["Neu#2026x", "PASSWORD_TOO_SHORT", tooShort],
  ["Passwort123", "PASSWORD_TOO_WEAK", tooCommon],
] as const;

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

const passwordHashOf = async (email: string) =>
  (await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash;

const stored = async () => ({
  users: (await ctx.db.select().from(users)).length,
  restaurants: (await ctx.db.select().from(restaurants)).length,
  links: (await ctx.db.select().from(emailVerificationTokens)).length,
  mails: (await ctx.db.select().from(outbox)).length,
});

/** An endpoint that sets a new password, prepared for one attempt. */
interface PasswordSetter {
  /** The endpoint, and whose password it sets. */
  name: string;
  /** Where the refusal names the password. */
  field: string;
  /** Whether the refusal also names the reason as `errorCode` (the change-password form reads it). */
  errorCode?: boolean;
  /** Prepares the account: how to send a new password, and what a refusal must leave as it was. */
  prepare: () => Promise<{
    send: (password: string) => Promise<TestResponse>;
    state: () => Promise<unknown>;
  }>;
}

const changePassword = (role: "owner" | "admin"): PasswordSetter => ({
  name: `POST /api/users/change-password by the ${role}`,
  field: "newPassword",
  errorCode: true,
  async prepare() {
    const client = await ctx.as(role, cast);
    return {
      send: (newPassword) =>
        client.post("/api/users/change-password", {
          currentPassword: PASSWORD,
          newPassword,
          confirmPassword: newPassword,
        }),
      state: async () => ({
        hash: await passwordHashOf(cast[role].email),
        signedIn: (await client.get("/api/users/me")).status,
      }),
    };
  },
});

const resetPassword = (role: "owner" | "admin"): PasswordSetter => ({
  name: `POST /api/users/reset-password with the ${role}'s link`,
  field: "newPassword",
  async prepare() {
    const { email } = cast[role];
    const signedIn = await ctx.as(role, cast);
    const token = await resetToken(email);
    return {
      send: (newPassword) => ctx.client().post("/api/users/reset-password", { token, newPassword }),
      state: async () => ({
        hash: await passwordHashOf(email),
        signedIn: (await signedIn.get("/api/users/me")).status,
        link: (await ctx.client().get(`/api/users/validate-reset-token/${token}`)).body,
      }),
    };
  },
});

const registerUser = (role: "Admin" | "Gastro"): PasswordSetter => ({
  name: `POST /api/users/register of a user with role ${role}`,
  field: "password",
  async prepare() {
    const admin = await ctx.as("admin", cast);
    const email = `stark-${role.toLowerCase()}@x.example`;
    return {
      send: (password) => admin.post("/api/users/register", { name: "Neue Person", email, password, role }),
      state: stored,
    };
  },
});

const setters: PasswordSetter[] = [
  changePassword("owner"),
  changePassword("admin"),
  resetPassword("owner"),
  resetPassword("admin"),
  registerUser("Admin"),
  registerUser("Gastro"),
  {
    name: "POST /api/signup/restaurant (the owner's password)",
    field: "password",
    async prepare() {
      return {
        send: (password) => ctx.client().post("/api/signup/restaurant", restaurantSignup({ password })),
        state: stored,
      };
    },
  },
  {
    name: "POST /api/signup/verify with an owner's resent link (it carries no password)",
    field: "password",
    async prepare() {
      const email = "neu@inhaber.example";
      await ctx.client().post("/api/signup/restaurant", restaurantSignup({ email }));
      await ctx.client().post("/api/signup/resend", { email });
      const token = await verificationTokenFor(ctx, email);
      return {
        send: (password) => ctx.client().post("/api/signup/verify", { token, password }),
        state: async () => ({
          ...(await stored()),
          verified: (await ctx.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt,
        }),
      };
    },
  },
];

describe.each(setters)("$name", ({ field, errorCode, prepare }) => {
  it.each(weakPasswords)(
    "given %s, answers 400 validation with the rule's German message and changes nothing",
    async (password, reason, message) => {
      const { send, state } = await prepare();
      const before = await state();
      const response = await send(password);
      expectExactAnswer(response, 400, {
        success: false,
        code: "validation",
        message,
        ...(errorCode ? { errorCode: reason } : {}),
        errors: [{ path: field, message }],
      });
      expect(await state()).toEqual(before);
    },
  );
});

describe("a strong password, or one that need not be strong, is accepted", () => {
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

  it("given the owner's link refused a weak password, the same link still sets a strong one", async () => {
    const token = await resetToken(cast.owner.email);
    const refused = await ctx.client().post("/api/users/reset-password", { token, newPassword: "Neu#2026x" });
    expect(refused.status).toBe(400);
    const reset = await ctx.client().post("/api/users/reset-password", { token, newPassword: "Neu#2026xyz" });
    expect(reset.status).toBe(200);
    expect(await signsIn(cast.owner.email, "Neu#2026xyz")).toBe(true);
  });

  it("given a customer's link, keeps the rule of 6 characters", async () => {
    const token = await resetToken(cast.customer.email);
    const reset = await ctx.client().post("/api/users/reset-password", { token, newPassword: "Gast#1" });
    expect(reset.status).toBe(200);
    expect(await signsIn(cast.customer.email, "Gast#1")).toBe(true);
  });

  it("given an administrator registers a user with 10 uncommon characters, creates it", async () => {
    const admin = await ctx.as("admin", cast);
    const body = { name: "Neue Person", email: "stark@x.example", password: "Start#2026", role: "Gastro" };
    expect((await admin.post("/api/users/register", body)).status).toBe(201);
  });

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
