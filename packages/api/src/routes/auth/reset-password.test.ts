import { beforeEach, describe, expect, it, vi } from "vitest";
import * as passwords from "../../auth/passwords.ts";
import { outbox } from "../../db/schema/index.ts";
import { type Cast, seedCast } from "../../test/fixtures.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

// The real argon2 hashing, counted: a bad token must cost no hashing at all.
vi.mock("../../auth/passwords.ts", async (original) => {
  const actual = await original<typeof import("../../auth/passwords.ts")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});
const hashCalls = () => vi.mocked(passwords.hashPassword).mock.calls.length;

const ctx = await setupTestContext({ trustProxy: 1, rateLimits: { resetPerIp: 4, resetPerToken: 2 } });
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  cast = await seedCast(ctx.db);
  vi.mocked(passwords.hashPassword).mockClear();
});

async function requestLink(): Promise<string> {
  await ctx.client().post("/api/users/forgot-password", { email: cast.owner.email });
  const rows = await ctx.db.select().from(outbox);
  const text = String((rows.at(-1)?.payload as { text?: string } | undefined)?.text);
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error("no token in mail");
  return token;
}

const reset = (token: string, ip: string, newPassword = "Neu#Passwort1") =>
  ctx
    .client()
    .post("/api/users/reset-password", { token, newPassword }, { headers: { "X-Forwarded-For": ip } });

describe("POST /api/users/reset-password", () => {
  it("given an unknown, used or expired token, answers 400 without hashing the new password", async () => {
    expect((await reset("x".repeat(43), "203.0.113.1")).status).toBe(400);
    expect(hashCalls()).toBe(0);

    const token = await requestLink();
    expect((await reset(token, "203.0.113.2")).status).toBe(200);
    expect(hashCalls()).toBe(1);
    const used = await reset(token, "203.0.113.3");
    expect(used.status).toBe(400);
    expect(used.body.reason).toBe("used");
    expect(hashCalls()).toBe(1);

    const late = await requestLink();
    ctx.clock.advance(61 * 60 * 1000);
    expect((await reset(late, "203.0.113.4")).body.reason).toBe("expired");
    expect(hashCalls()).toBe(1);
  });

  it("given too many attempts with one token, answers 429 with when to try again, from any client", async () => {
    const guessed = "y".repeat(43);
    expect((await reset(guessed, "203.0.113.1")).status).toBe(400);
    expect((await reset(guessed, "203.0.113.2")).status).toBe(400);
    const blocked = await reset(guessed, "203.0.113.3");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: "rate_limited",
      message: "Zu viele Versuche, das Passwort zurückzusetzen. Bitte versuchen Sie es in 15 Minuten erneut.",
    });
    expect(blocked.headers.get("retry-after")).toBe("900");
  });

  it("given too many attempts from one client, answers 429 whatever the token, and the valid link still works elsewhere", async () => {
    for (let i = 0; i < 4; i += 1) await reset(`z${i}`.repeat(22), "203.0.113.9");
    const token = await requestLink();
    expect((await reset(token, "203.0.113.9")).status).toBe(429);
    expect(hashCalls()).toBe(0);
    expect((await reset(token, "198.51.100.1")).status).toBe(200);
  });
});
