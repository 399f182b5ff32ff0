import { defaultOpeningHours } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import {
  auditLog,
  emailVerificationTokens,
  outbox,
  restaurantConfigs,
  restaurants,
  users,
} from "../../db/schema/index.ts";
import { queuedMails } from "../../test/booking-helpers.ts";
import { expectExactAnswer } from "../../test/expect-answer.ts";
import { createUser } from "../../test/fixtures.ts";
import { guestSignup, restaurantSignup, verificationTokenFor } from "../../test/signup-helpers.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext({ rateLimits: { signupPerAddress: 3, signupPerIp: 6 } });
const sent = {
  success: true,
  message:
    "Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link darin. Er ist 24 Stunden gültig.",
};

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
});

/** Everything a sign-up may write: the state that "changes nothing" compares. */
async function counts() {
  return {
    users: (await ctx.db.select().from(users)).length,
    restaurants: (await ctx.db.select().from(restaurants)).length,
    tokens: (await ctx.db.select().from(emailVerificationTokens)).length,
    mails: (await ctx.db.select().from(outbox)).length,
  };
}

describe("POST /api/signup/restaurant", () => {
  it("given a new address, creates an unverified owner with a listed restaurant, default hours and the plan, and queues the verification mail", async () => {
    const queuedBefore = ctx.mailQueuedCount();
    const response = await ctx
      .client()
      .post(
        "/api/signup/restaurant",
        restaurantSignup({ email: "Maria@Trattoria-Maria.example", plan: "all-in-one-yearly" }),
      );
    expect(response.status).toBe(201);
    expect(response.body).toEqual(sent);
    expect(response.headers.get("set-cookie")).toBeNull();

    const [owner] = await ctx.db.select().from(users);
    expect(owner).toMatchObject({
      email: "maria@trattoria-maria.example",
      name: "Maria Schmidt",
      role: "Gastro",
      isSubuser: false,
      emailVerifiedAt: null,
      deactivatedAt: null,
    });
    // The password travels with the link; the account has none until a link is used.
    expect(owner?.passwordHash.startsWith("$argon2id$")).toBe(false);
    const [restaurant] = await ctx.db.select().from(restaurants);
    expect(restaurant).toMatchObject({
      ownerId: owner?.id,
      name: "Trattoria Maria",
      email: "",
      plan: "all-in-one-yearly",
      listed: true,
      isDemo: false,
      onboardingDismissedAt: null,
    });
    expect(owner?.restaurantId).toBe(restaurant?.id);
    const [config] = await ctx.db.select().from(restaurantConfigs);
    expect(config).toMatchObject({ restaurantId: restaurant?.id, hoursSavedAt: null });
    expect(config?.openingHours).toEqual(defaultOpeningHours());

    const mails = await queuedMails(ctx.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "maria@trattoria-maria.example",
      subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    });
    expect(mails[0]?.text).toContain("Ihr Restaurant einrichten");
    expect(mails[0]?.text).not.toContain("Trattoria Maria");
    expect(mails[0]?.text).toContain("http://localhost:3001/app/verify-email?token=");
    expect(ctx.mailQueuedCount()).toBe(queuedBefore + 1);

    const token = await verificationTokenFor(ctx, "maria@trattoria-maria.example");
    const [stored] = await ctx.db.select().from(emailVerificationTokens);
    expect(stored).toMatchObject({
      userId: owner?.id,
      tokenHash: hashToken(token),
      usedAt: null,
      signup: {
        name: "Maria Schmidt",
        kind: "restaurant",
        restaurant: { name: "Trattoria Maria", plan: "all-in-one-yearly" },
      },
    });
    expect(stored?.passwordHash?.startsWith("$argon2id$")).toBe(true);
    expect(stored?.expiresAt.toISOString()).toBe("2026-05-13T10:00:00.000Z");
    expect(JSON.stringify(await ctx.db.select().from(emailVerificationTokens))).not.toContain(token);

    const audit = await ctx.db.select().from(auditLog);
    expect(audit).toMatchObject([
      {
        action: "signup",
        actorId: owner?.id,
        actorEmail: "maria@trattoria-maria.example",
        targetId: restaurant?.id,
        details: { kind: "restaurant", restaurant: "Trattoria Maria" },
      },
    ]);
  });

  it("given an address already in use in any case, answers the same, changes nothing and mails its owner a note with sign-in and reset links", async () => {
    const existing = await createUser(ctx.db, { email: "inhaber@vorhanden.example", name: "Vera Vorhanden" });
    const before = await counts();
    const response = await ctx
      .client()
      .post("/api/signup/restaurant", restaurantSignup({ email: "Inhaber@VORHANDEN.example" }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual(sent);
    expect(await counts()).toEqual({ ...before, mails: before.mails + 1 });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.passwordHash).toBe(existing.passwordHash);
    expect(row?.name).toBe("Vera Vorhanden");
    const [note] = await queuedMails(ctx.db);
    expect(note).toMatchObject({
      to: "inhaber@vorhanden.example",
      subject: "Registrierung mit Ihrer E-Mail-Adresse",
    });
    expect(note?.text).toContain("Hallo Vera Vorhanden,");
    expect(note?.text).toContain("http://localhost:3001/app/login");
    expect(note?.text).toContain("http://localhost:3001/app/forgot-password");
    expect(note?.text).not.toContain("verify-email");
    expect(await ctx.db.select().from(auditLog)).toHaveLength(0);
  });

  it("given an unverified sign-up with the same address, sends it a fresh link that supersedes the older one and creates nothing", async () => {
    const client = ctx.client();
    await client.post("/api/signup/restaurant", restaurantSignup());
    const first = await verificationTokenFor(ctx, "maria@trattoria-maria.example");
    const response = await client.post(
      "/api/signup/restaurant",
      restaurantSignup({ restaurantName: "Ganz Anderes", password: "Anderes#2026" }),
    );
    expect(response.body).toEqual(sent);
    const second = await verificationTokenFor(ctx, "maria@trattoria-maria.example");
    expect(second).not.toBe(first);
    expect(await counts()).toMatchObject({ users: 1, restaurants: 1, tokens: 2, mails: 2 });
    const [restaurant] = await ctx.db.select().from(restaurants);
    expect(restaurant?.name).toBe("Trattoria Maria");
    const [older] = await ctx.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(first)));
    expect(older?.supersededAt).not.toBeNull();
  });

  it("given the honeypot filled in, answers the same and stores and sends nothing", async () => {
    const response = await ctx
      .client()
      .post("/api/signup/restaurant", restaurantSignup({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual(sent);
    expect(await counts()).toEqual({ users: 0, restaurants: 0, tokens: 0, mails: 0 });
  });

  it("given bad input, answers 400 with the core schema's German text and writes nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "" }, "Bitte füllen Sie alle Pflichtfelder aus."],
      [{ restaurantName: "   " }, "Bitte füllen Sie alle Pflichtfelder aus."],
      [{ email: "keine-adresse" }, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
      // An owner's weak password is refused as at every endpoint: routes/auth/strong-passwords.test.ts.
      [{ acceptTerms: false }, "Bitte stimmen Sie den AGB und der Datenschutzerklärung zu."],
      [{ plan: "gratis" }, "Bitte wählen Sie einen gültigen Tarif."],
      [{ role: "Admin" }, "Unbekanntes Feld: role"],
    ];
    for (const [change, message] of cases) {
      await ctx.rateLimiter.clear();
      const response = await ctx.client().post("/api/signup/restaurant", restaurantSignup(change));
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect(await counts()).toEqual({ users: 0, restaurants: 0, tokens: 0, mails: 0 });
  });

  it("given too many sign-ups for one address, answers 429 in German with a code and Retry-After, then lets it through after the window", async () => {
    const client = ctx.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post("/api/signup/restaurant", restaurantSignup())).status).toBe(201);
    }
    const before = await counts();
    const blocked = await client.post("/api/signup/restaurant", restaurantSignup());
    expectExactAnswer(blocked, 429, {
      success: false,
      message: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
      code: "rate_limited",
    });
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(await counts()).toEqual(before);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await client.post("/api/signup/restaurant", restaurantSignup())).status).toBe(201);
  });

  it("given too many sign-ups from one client with different addresses, answers 429; another client still gets through", async () => {
    const app = ctx.build({ trustProxy: true });
    const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx
        .client(app)
        .post("/api/signup/guest", guestSignup({ email: `gast${i}@bot.example` }), from("203.0.113.7"));
      expect(response.status).toBe(201);
    }
    const blocked = await ctx
      .client(app)
      .post("/api/signup/guest", guestSignup({ email: "gast6@bot.example" }), from("203.0.113.7"));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("rate_limited");
    const other = await ctx
      .client(app)
      .post("/api/signup/guest", guestSignup({ email: "gast6@bot.example" }), from("198.51.100.2"));
    expect(other.status).toBe(201);
    expect(await ctx.db.select().from(users)).toHaveLength(7);
  });
});

describe("POST /api/signup/guest", () => {
  it("given a new address, creates an unverified customer without a restaurant and queues the verification mail", async () => {
    const response = await ctx
      .client()
      .post("/api/signup/guest", guestSignup({ email: "Gerd@Gast.example" }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual(sent);
    const [guest] = await ctx.db.select().from(users);
    expect(guest).toMatchObject({
      email: "gerd@gast.example",
      role: "customer",
      restaurantId: null,
      emailVerifiedAt: null,
    });
    expect(await ctx.db.select().from(restaurants)).toHaveLength(0);
    const [mail] = await queuedMails(ctx.db);
    expect(mail?.to).toBe("gerd@gast.example");
    expect(mail?.text).toContain("Reservierungen verwalten");
    await verificationTokenFor(ctx, "gerd@gast.example");
    const [audit] = await ctx.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "signup", targetId: guest?.id, details: { kind: "guest" } });
  });

  it("given a restaurant owner's address, answers the same, creates no customer and notes it to the owner", async () => {
    await createUser(ctx.db, { email: "owner@a.example" });
    const response = await ctx.client().post("/api/signup/guest", guestSignup({ email: "owner@a.example" }));
    expect(response.body).toEqual(sent);
    expect(await counts()).toEqual({ users: 1, restaurants: 0, tokens: 0, mails: 1 });
    expect((await queuedMails(ctx.db))[0]?.subject).toBe("Registrierung mit Ihrer E-Mail-Adresse");
  });

  it("given the honeypot, bad input or a restaurant field, stores nothing", async () => {
    const bot = await ctx.client().post("/api/signup/guest", guestSignup({ website: "x" }));
    expect(bot.body).toEqual(sent);
    const bad = await ctx.client().post("/api/signup/guest", guestSignup({ restaurantName: "Imbiss" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Unbekanntes Feld: restaurantName/);
    const noTerms = await ctx.client().post("/api/signup/guest", guestSignup({ acceptTerms: undefined }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.message).toBe("Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.");
    expect(await counts()).toEqual({ users: 0, restaurants: 0, tokens: 0, mails: 0 });
  });
});
