import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import { guestSignup, verificationTokenFor } from "../test/signup-helpers.ts";
import { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { purgeExpiredSessions } from "./sessions.ts";

const ctx = await setupTestContext();
let cast: Cast;
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  cast = await seedCast(ctx.db);
});

const sessionsOf = (userId: string) => ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("sliding sessions", () => {
  it("given a browser session in use at least once a day, it never ends; left idle for 24 hours, it does", async () => {
    const client = await ctx.as("owner", cast);
    for (let day = 0; day < 4; day += 1) {
      ctx.clock.advance(23 * HOUR);
      expect((await client.get("/api/users/me")).status).toBe(200);
    }
    ctx.clock.advance(24 * HOUR);
    expect((await client.get("/api/users/me")).status).toBe(401);
  });

  it("given Angemeldet bleiben, keeps the fixed 30 days", async () => {
    const client = ctx.client();
    await client.login("owner@a.example", PASSWORD, true);
    ctx.clock.advance(29 * 24 * HOUR);
    expect((await client.get("/api/users/me")).status).toBe(200);
    ctx.clock.advance(24 * HOUR);
    expect((await client.get("/api/users/me")).status).toBe(401);
  });

  it("given requests within a minute, writes the session's last request at most once a minute", async () => {
    const client = await ctx.as("owner", cast);
    const [created] = await sessionsOf(cast.owner.id);
    ctx.clock.advance(30 * 1000);
    await client.get("/api/users/me");
    expect((await sessionsOf(cast.owner.id))[0]?.expiresAt).toEqual(created?.expiresAt);
    ctx.clock.advance(31 * 1000);
    await client.get("/api/users/me");
    const [touched] = await sessionsOf(cast.owner.id);
    expect(touched?.lastSeenAt).toEqual(ctx.clock.now());
    expect(touched?.expiresAt).toEqual(new Date(ctx.clock.now().getTime() + 24 * HOUR));
  });
});

describe("purgeExpiredSessions", () => {
  it("given expired and live sessions, deletes only the expired ones and says how many", async () => {
    await ctx.as("owner", cast);
    ctx.clock.advance(12 * HOUR);
    await ctx.as("customer", cast);
    ctx.clock.advance(13 * HOUR);
    const purged = await purgeExpiredSessions(ctx.db, ctx.clock.now());
    expect(purged.sessions).toBe(1);
    expect(await sessionsOf(cast.owner.id)).toHaveLength(0);
    expect(await sessionsOf(cast.customer.id)).toHaveLength(1);
    expect((await purgeExpiredSessions(ctx.db, ctx.clock.now())).sessions).toBe(0);
  });
});

describe("the session cookie", () => {
  it("given https, is __Host-ts_session (Secure, Path=/, no Domain) and only that name is read", async () => {
    const app = ctx.build({ publicOrigin: "https://tisch.example" });
    const client = new TestClient(app, "https://tisch.example");
    const response = await client.login("owner@a.example", PASSWORD);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-ts_session="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get("/api/users/me")).status).toBe(200);
    const token = client.cookies.get("__Host-ts_session") ?? "";
    const plain = new TestClient(app, "https://tisch.example");
    plain.cookies.set("ts_session", token);
    expect((await plain.get("/api/users/me")).status).toBe(401);
  });

  it("given http, is ts_session and a __Host- cookie is not read", async () => {
    const client = await ctx.as("owner", cast);
    const token = client.cookies.get("ts_session") ?? "";
    expect(token).not.toBe("");
    const prefixed = ctx.client();
    prefixed.cookies.set("__Host-ts_session", token);
    expect((await prefixed.get("/api/users/me")).status).toBe(401);
  });

  it("given a new sign-in in the same browser, ends the session its cookie named", async () => {
    const client = await ctx.as("owner", cast);
    const old = client.cookies.get("ts_session") ?? "";
    await client.login("gast@test.example", PASSWORD);
    expect(await sessionsOf(cast.owner.id)).toHaveLength(0);
    const stale = ctx.client();
    stale.cookies.set("ts_session", old);
    expect((await stale.get("/api/users/me")).status).toBe(401);
    expect((await client.get("/api/users/me")).body).toMatchObject({ user: { _id: cast.customer.id } });
  });

  it("given a verification link opened in a browser signed in to another account, keeps that session and starts none", async () => {
    const client = await ctx.as("owner", cast);
    const guest = guestSignup();
    expect((await ctx.client().post("/api/signup/guest", guest)).status).toBe(201);
    const token = await verificationTokenFor(ctx, guest.email);
    const verified = await client.post("/api/signup/verify", { token });
    expect(verified.body).toMatchObject({ success: true, signedIn: false, user: null });
    expect(await sessionsOf(cast.owner.id)).toHaveLength(1);
    expect((await client.get("/api/users/me")).body).toMatchObject({ user: { email: cast.owner.email } });
  });
});
