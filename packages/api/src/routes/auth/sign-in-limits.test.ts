import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

// One trusted proxy: the right-most X-Forwarded-For entry is the client's address.
const ctx = await setupTestContext({
  trustProxy: 1,
  rateLimits: { loginPerAddress: 3, loginPerIp: 100, loginPerAccount: 5 },
});
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  ctx.logger.entries.length = 0;
  cast = await seedCast(ctx.db);
});

const signIn = (client: TestClient, ip: string, email: string, password: string) =>
  client.post("/api/users/login", { email, password }, { headers: { "X-Forwarded-For": ip } });

describe("sign-in limits", () => {
  it("given a stranger hammering an owner's address from many clients, locks the account for strangers but never the owner's trusted browser", async () => {
    const ownersBrowser = ctx.client();
    expect((await signIn(ownersBrowser, "198.51.100.1", "owner@a.example", PASSWORD)).status).toBe(200);
    const deviceCookie = ownersBrowser.cookies.get("ts_device");
    expect(deviceCookie).toBeTruthy();

    // Every attempt from a browser the account does not trust counts, the owner's first one included.
    for (let i = 1; i <= 4; i += 1) {
      const attempt = await signIn(ctx.client(), `203.0.113.${i}`, "owner@a.example", "geraten!");
      expect(attempt.status).toBe(401);
    }
    // The account limit (5) is used up: a new client is refused even with the right password...
    const stranger = await signIn(ctx.client(), "203.0.113.99", "owner@a.example", PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({
      code: "rate_limited",
      message: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 60 Minuten erneut.",
    });
    expect(stranger.headers.get("retry-after")).toBe("3600");
    // ...and so is the owner on a browser that never signed in to the account.
    expect((await signIn(ctx.client(), "198.51.100.1", "owner@a.example", PASSWORD)).status).toBe(429);
    // The browser that signed in before still gets in, from anywhere.
    expect((await signIn(ownersBrowser, "192.0.2.50", "owner@a.example", PASSWORD)).status).toBe(200);
  });

  it("given a forged or foreign device cookie, counts against the account limit like any stranger", async () => {
    const customersBrowser = ctx.client();
    await signIn(customersBrowser, "198.51.100.2", "gast@test.example", PASSWORD);
    for (let i = 1; i <= 5; i += 1)
      await signIn(ctx.client(), `203.0.113.${i}`, "owner@a.example", "geraten!");
    // Trusted for the customer's account, not the owner's.
    expect((await signIn(customersBrowser, "198.51.100.2", "owner@a.example", PASSWORD)).status).toBe(429);
    const forged = ctx.client();
    forged.cookies.set("ts_device", "A".repeat(43));
    expect((await signIn(forged, "198.51.100.3", "owner@a.example", PASSWORD)).status).toBe(429);
  });

  it("given failed sign-ins from one client for one address, limits that pair only", async () => {
    const app = ctx.build({ rateLimits: { loginPerAddress: 3, loginPerIp: 100, loginPerAccount: 100 } });
    const client = ctx.client(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(client, "203.0.113.7", "owner@a.example", "geraten!")).status).toBe(401);
    }
    const blocked = await signIn(client, "203.0.113.7", "owner@a.example", PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    );
    expect(blocked.headers.get("retry-after")).toBe("900");
    // The same client for another account, and another client for this one, are still heard.
    expect((await signIn(client, "203.0.113.7", "gast@test.example", "geraten!")).status).toBe(401);
    expect((await signIn(ctx.client(app), "198.51.100.1", "owner@a.example", PASSWORD)).status).toBe(200);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await signIn(client, "203.0.113.7", "owner@a.example", PASSWORD)).status).toBe(200);
  });

  it("given a successful sign-in, sets a long-lived httpOnly device cookie whose token is stored only hashed", async () => {
    const response = await signIn(ctx.client(), "198.51.100.1", "owner@a.example", PASSWORD);
    const device = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ts_device="));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Max-Age=31536000/);
    expect(device).toMatch(/SameSite=Lax/);
    const token = /^ts_device=([^;]+)/.exec(device ?? "")?.[1] ?? "";
    const stored = await ctx.db.query.trustedDevices.findMany();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.userId).toBe(cast.owner.id);
    expect(stored[0]?.tokenHash).not.toBe(token);
  });
});

describe("failed sign-ins in the audit log and the log", () => {
  it("given an identifier that could be a password, stores a placeholder and logs no raw identifier", async () => {
    await signIn(ctx.client(), "203.0.113.1", "Sommer#2026!", "owner@a.example");
    await signIn(ctx.client(), "203.0.113.1", "niemand@nirgends.example", "falsch");
    await signIn(ctx.client(), "203.0.113.1", "owner@a.example", "falsch");
    const rows = await ctx.db
      .select({ email: auditLog.actorEmail, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.action, "login_failed"));
    expect(rows.map((row) => row.email).sort()).toEqual(
      ["(keine gültige Anmeldung)", "niemand@nirgends.example", "owner@a.example"].sort(),
    );
    const logged = JSON.stringify(ctx.logger.entries);
    expect(logged).not.toMatch(/sommer#2026!/i);
    const failures = ctx.logger.entries.filter((entry) => entry.msg === "login failed");
    expect(failures).toHaveLength(3);
    expect(failures[0]).toEqual(expect.objectContaining({ identifierLooksLikeLogin: false }));
    expect(failures[0]).not.toHaveProperty("identifierDigest");
    expect(failures[1]).toMatchObject({ identifierLooksLikeLogin: true });
    expect(failures[1]?.identifierDigest).toMatch(/^[0-9a-f]{12}$/);
  });
});
