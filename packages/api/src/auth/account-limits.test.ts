import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters, uploads, users } from "../db/schema/index.ts";
import { gradientPng } from "../seed/banner-png.ts";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

// Small limits, so that the tests reach them; the counters live in the database like every limit.
const ctx = await setupTestContext({ rateLimits: { passwordChangePerAccount: 3, uploadsPerAccount: 2 } });
let cast: Cast;

beforeAll(async () => {
  cast = await seedCast(ctx.db);
});

describe("POST /api/users/change-password: limited per account", () => {
  it("given more wrong guesses than allowed, answers 429 with when to try again, even with the right password", async () => {
    const client = await ctx.as("owner", cast);
    const hashOf = async () =>
      (await ctx.db.select().from(users).where(eq(users.id, cast.owner.id)))[0]?.passwordHash;
    const hashBefore = await hashOf();
    const attempt = (currentPassword: string) =>
      client.post("/api/users/change-password", {
        userId: cast.owner.id,
        currentPassword,
        newPassword: "Neu#2026sicher",
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`falsch-${i}`)).status).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: "rate_limited" });
    expect(refused.body.message).toBe(
      "Zu viele Versuche, das Passwort zu ändern. Bitte versuchen Sie es in 15 Minuten erneut.",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Nothing changed, and the count is the database's (shared by every process of the service).
    expect(await hashOf()).toBe(hashBefore);
    const counted = await ctx.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `password-change:user:${cast.owner.id}`));
    expect(counted[0]?.count).toBe(4);
  });
});

describe("POST /api/upload/{type}: limited per account", () => {
  it("given more uploads than allowed, answers 429 and stores nothing more", async () => {
    const client = await ctx.as("customer", cast);
    const png = gradientPng([200, 0, 0], [0, 0, 200], 16, 8);
    const upload = () => {
      const form = new FormData();
      form.set("profileImage", new File([png], "ich.png", { type: "image/png" }));
      return client.request("POST", "/api/upload/profileImage", { body: form });
    };
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const before = await ctx.db.select({ id: uploads.id }).from(uploads);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Zu viele Uploads. Bitte versuchen Sie es in 15 Minuten erneut.");
    expect(await ctx.db.select({ id: uploads.id }).from(uploads)).toEqual(before);
  });
});
