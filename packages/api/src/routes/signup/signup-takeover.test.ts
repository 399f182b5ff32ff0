import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import {
  emailVerificationTokens,
  rateLimitCounters,
  restaurants,
  sessions,
  users,
} from "../../db/schema/index.ts";
import { queuedMails } from "../../test/booking-helpers.ts";
import { expectAnswer, expectExactAnswer } from "../../test/expect-answer.ts";
import { createUser, PASSWORD } from "../../test/fixtures.ts";
import {
  guestSignup,
  restaurantSignup,
  SIGNUP_PASSWORD,
  verificationTokenFor,
} from "../../test/signup-helpers.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

// Someone signs up first with an address that is not theirs; the owner of the address signs up later. The
// owner's link must decide the account, and the stranger must never be able to sign in to it.
const ctx = await setupTestContext({
  rateLimits: { signupPerAddress: 10, signupPerIp: 100, signupMailsPerAddressPerDay: 3 },
});
const VICTIM = "vera@opfer.example";
const STRANGER_PASSWORD = "Fremd#Passwort1";
const VICTIM_PASSWORD = "Eigenes#Passwort2";

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
});

const signUp = async (kind: "guest" | "restaurant", overrides: Record<string, unknown>) => {
  const body =
    kind === "guest"
      ? guestSignup({ email: VICTIM, ...overrides })
      : restaurantSignup({ email: VICTIM, ...overrides });
  const response = await ctx.client().post(`/api/signup/${kind}`, body);
  expect(response.status).toBe(201);
  return verificationTokenFor(ctx, VICTIM);
};

const accountRow = async () => {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, VICTIM));
  if (!row) throw new Error("no account");
  return row;
};

const signInStatus = async (password: string) =>
  (await ctx.client().post("/api/users/login", { email: VICTIM, password })).status;

describe("a stranger's earlier sign-up with the same address", () => {
  it("given the stranger signed up first, the owner's link sets the owner's password: the stranger's is refused", async () => {
    await signUp("guest", { name: "Fritz Fremd", password: STRANGER_PASSWORD });
    const victimToken = await signUp("guest", { name: "Vera Vogel", password: VICTIM_PASSWORD });
    const verified = await ctx.client().post("/api/signup/verify", { token: victimToken });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ signedIn: true, user: { email: VICTIM, name: "Vera Vogel" } });
    expect(await signInStatus(STRANGER_PASSWORD)).toBe(401);
    expect(await signInStatus(VICTIM_PASSWORD)).toBe(200);
  });

  it("given a restaurant sign-up by the stranger, the owner's guest sign-up makes a guest account without that restaurant", async () => {
    await signUp("restaurant", {
      name: "Fritz Fremd",
      password: STRANGER_PASSWORD,
      restaurantName: "Falsche Pizzeria",
    });
    const [strangers] = await ctx.db.select().from(restaurants);
    expect(strangers?.name).toBe("Falsche Pizzeria");
    const token = await signUp("guest", { name: "Vera Vogel", password: VICTIM_PASSWORD });
    expect((await ctx.client().post("/api/signup/verify", { token })).status).toBe(200);
    expect(await accountRow()).toMatchObject({ role: "customer", name: "Vera Vogel", restaurantId: null });
    expect(await ctx.db.select().from(restaurants)).toEqual([]);
    expect(await signInStatus(STRANGER_PASSWORD)).toBe(401);
  });

  it("given a guest sign-up by the stranger, the owner's restaurant sign-up makes an owner with the owner's restaurant", async () => {
    await signUp("guest", { name: "Fritz Fremd", password: STRANGER_PASSWORD });
    const token = await signUp("restaurant", {
      name: "Vera Vogel",
      password: VICTIM_PASSWORD,
      restaurantName: "Café Vogel",
      plan: "all-in-one-monthly",
    });
    expect((await ctx.client().post("/api/signup/verify", { token })).status).toBe(200);
    const account = await accountRow();
    expect(account).toMatchObject({ role: "Gastro", name: "Vera Vogel" });
    const [restaurant] = await ctx.db.select().from(restaurants).where(eq(restaurants.ownerId, account.id));
    expect(restaurant).toMatchObject({ name: "Café Vogel", plan: "all-in-one-monthly", email: "" });
    expect(account.restaurantId).toBe(restaurant?.id);
    expect(await signInStatus(VICTIM_PASSWORD)).toBe(200);
  });

  it("given two restaurant sign-ups, the used link's restaurant name and plan win", async () => {
    await signUp("restaurant", {
      password: STRANGER_PASSWORD,
      restaurantName: "Falsche Pizzeria",
      plan: "booking-system",
    });
    const token = await signUp("restaurant", {
      password: VICTIM_PASSWORD,
      restaurantName: "Café Vogel",
      plan: "all-in-one-monthly",
    });
    expect((await ctx.client().post("/api/signup/verify", { token })).status).toBe(200);
    const rows = await ctx.db.select().from(restaurants);
    expect(rows.map((row) => [row.name, row.plan, row.slug])).toEqual([
      ["Café Vogel", "all-in-one-monthly", "cafevogel"],
    ]);
  });

  it("before any link is used, the account has no password and no session: the newest sign-up's password only hears 'confirm first'", async () => {
    await signUp("guest", { password: STRANGER_PASSWORD });
    await signUp("guest", { password: VICTIM_PASSWORD });
    const account = await accountRow();
    expect(account.passwordHash.startsWith("$argon2")).toBe(false);
    expect(await signInStatus(STRANGER_PASSWORD)).toBe(401);
    const victim = await ctx.client().post("/api/users/login", { email: VICTIM, password: VICTIM_PASSWORD });
    expect({ status: victim.status, code: victim.body.code }).toEqual({
      status: 403,
      code: "email_not_verified",
    });
    expect(victim.headers.get("set-cookie") ?? "").not.toMatch(/session/i);
    expect(await ctx.db.select().from(sessions)).toEqual([]);
  });

  it("the mail to the unconfirmed address names neither the restaurant nor anything else the sign-up typed but the greeting", async () => {
    await signUp("restaurant", { name: "Fritz Fremd", restaurantName: "Besuchen Sie boese.example" });
    const [mail] = await queuedMails(ctx.db);
    expect(mail?.text).toContain("Hallo Fritz Fremd,");
    expect(mail?.text).not.toContain("boese.example");
    expect(mail?.html).not.toContain("boese.example");
    expect(mail?.text).toContain("Ihr Restaurant einrichten");
  });
});

describe("a resent link carries no password", () => {
  it("answers 400 verify_password_required and leaves the link unused; with a password it verifies and that password signs in", async () => {
    await signUp("guest", { name: "Fritz Fremd", password: STRANGER_PASSWORD });
    expect((await ctx.client().post("/api/signup/resend", { email: VICTIM })).status).toBe(200);
    const token = await verificationTokenFor(ctx, VICTIM);
    const client = ctx.client();
    const asked = await client.post("/api/signup/verify", { token });
    expectAnswer(asked, 400, {
      success: false,
      code: "verify_password_required",
      message:
        "Dieser Link wurde erneut angefordert. Bitte legen Sie ein Passwort fest, um Ihre E-Mail-Adresse zu bestätigen.",
    });
    const [stored] = await ctx.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeNull();
    expect((await accountRow()).emailVerifiedAt).toBeNull();

    const verified = await client.post("/api/signup/verify", { token, password: VICTIM_PASSWORD });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ signedIn: true, user: { email: VICTIM } });
    expect(await signInStatus(STRANGER_PASSWORD)).toBe(401);
    expect(await signInStatus(VICTIM_PASSWORD)).toBe(200);
  });

  it("given an owner's resent link, a short or common password is refused in German and the link stays unused", async () => {
    await signUp("restaurant", { password: STRANGER_PASSWORD });
    await ctx.client().post("/api/signup/resend", { email: VICTIM });
    const token = await verificationTokenFor(ctx, VICTIM);
    for (const weak of ["kurz#1", "passwort123"]) {
      const refused = await ctx.client().post("/api/signup/verify", { token, password: weak });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: "validation" });
    }
    expect((await accountRow()).emailVerifiedAt).toBeNull();
    expect((await ctx.client().post("/api/signup/verify", { token, password: VICTIM_PASSWORD })).status).toBe(
      200,
    );
  });
});

describe("a verification never replaces another account's session", () => {
  it("given a browser signed in to another account, confirms the address but keeps that session", async () => {
    await createUser(ctx.db, { email: "anna@angemeldet.example", role: "customer", name: "Anna" });
    const browser = ctx.client();
    await browser.login("anna@angemeldet.example", PASSWORD);
    const token = await signUp("guest", { name: "Vera Vogel", password: VICTIM_PASSWORD });
    const verified = await browser.post("/api/signup/verify", { token });
    expectExactAnswer(verified, 200, {
      success: true,
      signedIn: false,
      user: null,
      message:
        "Die E-Mail-Adresse ist bestätigt. Sie sind weiter mit Ihrem bisherigen Konto angemeldet; melden Sie sich ab, um das bestätigte Konto zu nutzen.",
    });
    expect(verified.headers.get("set-cookie")).toBeNull();
    expect((await browser.get("/api/users/me")).body).toMatchObject({
      user: { email: "anna@angemeldet.example" },
    });
    expect((await accountRow()).emailVerifiedAt).not.toBeNull();
    const victimSessions = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await accountRow()).id));
    expect(victimSessions).toEqual([]);
    expect(await signInStatus(VICTIM_PASSWORD)).toBe(200);
  });

  it("given no session, signs the browser in to the confirmed account as before", async () => {
    const token = await signUp("guest", { password: SIGNUP_PASSWORD });
    const browser = ctx.client();
    expect((await browser.post("/api/signup/verify", { token })).body).toMatchObject({ signedIn: true });
    expect((await browser.get("/api/users/me")).body).toMatchObject({ user: { email: VICTIM } });
  });
});

describe("the sign-up form is no way to flood a mailbox", () => {
  it("given more sign-ups and resends for one address than its day's mails, the rest change nothing: no mail, the last link stays valid", async () => {
    const mailsTo = async () => (await queuedMails(ctx.db)).filter((mail) => mail.to === VICTIM).length;
    await signUp("guest", { password: VICTIM_PASSWORD });
    await signUp("guest", { password: VICTIM_PASSWORD });
    const valid = await signUp("guest", { password: VICTIM_PASSWORD });
    expect(await mailsTo()).toBe(3);
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await ctx
        .client()
        .post("/api/signup/guest", guestSignup({ email: VICTIM, password: STRANGER_PASSWORD }));
      expect(again.status).toBe(201);
      expect((await ctx.client().post("/api/signup/resend", { email: VICTIM })).status).toBe(200);
    }
    expect(await mailsTo()).toBe(3);
    expect((await ctx.client().post("/api/signup/verify", { token: valid })).status).toBe(200);
    expect(await signInStatus(VICTIM_PASSWORD)).toBe(200);
    // The counters hold no address.
    const keys = (await ctx.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.join(" ")).not.toContain(VICTIM);
    // A day later mails go out again (to the now confirmed account: the "address in use" note).
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
    await ctx.client().post("/api/signup/guest", guestSignup({ email: VICTIM }));
    expect(await mailsTo()).toBe(4);
  });
});
