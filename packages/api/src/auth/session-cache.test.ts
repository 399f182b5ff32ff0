import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { SESSION_RECHECK_MS } from "./session-cache.ts";

// Two app instances on one database stand for two processes (own caches, own event buses), one clock.
const ctx = await setupTestContext();
const other = ctx.build();
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  ctx.app.deps.sessionCache.clear();
  other.deps.sessionCache.clear();
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  cast = await seedCast(ctx.db);
});

/** The same browser (cookie) talking to another process. */
const sameBrowser = (client: TestClient, app = other) => {
  const copy = new TestClient(app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
};
const me = async (client: TestClient) => (await client.get("/api/users/me")).status;

describe("session cache", () => {
  it("given a session seen a moment ago, answers from memory; after 5 s asks the database again", async () => {
    const owner = await ctx.as("owner", cast);
    const there = sameBrowser(owner);
    expect(await me(there)).toBe(200);
    expect(other.deps.sessionCache.size).toBe(1);
    // Deactivated by hand: no session row ends, so no event tells anyone. Only the 5 s bound acts.
    await ctx.db.update(users).set({ deactivatedAt: ctx.clock.now() }).where(eq(users.id, cast.owner.id));
    ctx.clock.advance(SESSION_RECHECK_MS - 1);
    expect(await me(there)).toBe(200);
    ctx.clock.advance(1);
    expect(await me(there)).toBe(401);
  });

  it("given a sign-out on one process, the other refuses the cookie within 5 s; the first at once", async () => {
    const owner = await ctx.as("owner", cast);
    const here = sameBrowser(owner, ctx.app);
    const there = sameBrowser(owner);
    expect(await me(here)).toBe(200);
    expect(await me(there)).toBe(200);
    expect((await owner.post("/api/users/logout")).status).toBe(200);
    expect(await me(here)).toBe(401);
    ctx.clock.advance(SESSION_RECHECK_MS);
    expect(await me(there)).toBe(401);
  });

  it("given a password change, the account's other sessions end at once on this process, within 5 s elsewhere", async () => {
    const changer = await ctx.as("owner", cast);
    const second = await ctx.as("owner", cast);
    const secondThere = sameBrowser(second);
    expect(await me(second)).toBe(200);
    expect(await me(secondThere)).toBe(200);
    const changed = await changer.post("/api/users/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Neu#2026xy",
      confirmPassword: "Neu#2026xy",
    });
    expect(changed.status).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(changer)).toBe(200);
    ctx.clock.advance(SESSION_RECHECK_MS);
    expect(await me(secondThere)).toBe(401);
  });

  it("given an owner resetting a sub-user's password, the sub-user's session ends at once here, within 5 s elsewhere", async () => {
    const owner = await ctx.as("owner", cast);
    const subuser = await ctx.as("subuser", cast);
    const subuserThere = sameBrowser(subuser);
    expect(await me(subuser)).toBe(200);
    expect(await me(subuserThere)).toBe(200);
    const reset = await owner.put(`/api/users/subuser/${cast.subuser.id}/password`, {
      password: "Neu#2026x",
      confirmPassword: "Neu#2026x",
    });
    expect(reset.status).toBe(200);
    expect(await me(subuser)).toBe(401);
    ctx.clock.advance(SESSION_RECHECK_MS);
    expect(await me(subuserThere)).toBe(401);
  });

  it("given a deactivation by an admin on the other process, this one refuses within 5 s; that one at once", async () => {
    const owner = await ctx.as("owner", cast);
    const ownerThere = sameBrowser(owner);
    const admin = await ctx.as("admin", cast, other);
    expect(await me(owner)).toBe(200);
    expect(await me(ownerThere)).toBe(200);
    const deactivated = await admin.request("PATCH", `/api/admin/users/${cast.owner.id}`, {
      json: { deactivated: true },
    });
    expect(deactivated.status).toBe(200);
    expect(await me(ownerThere)).toBe(401);
    ctx.clock.advance(SESSION_RECHECK_MS);
    expect(await me(owner)).toBe(401);
  });

  it("given guests' anonymous writes, keeps the dashboard's sessions cached; any other write clears them", async () => {
    const owner = await ctx.as("owner", cast);
    const name = async () => ((await owner.get("/api/users/me")).body.user as { name: string }).name;
    expect(await name()).toBe(cast.owner.name);
    // Changed by hand, without any event: only a new database read shows it.
    await ctx.db.update(users).set({ name: "Neu Geschrieben" }).where(eq(users.id, cast.owner.id));
    const demoRequest = {
      firstName: "Erika",
      lastName: "Mustermann",
      email: "erika@beispiel.de",
      restaurantName: "Café Sonne",
    };
    expect((await ctx.client().post("/api/demo-request", demoRequest)).status).toBe(201);
    expect(await name()).toBe(cast.owner.name);
    expect(
      (await ctx.client().post("/api/users/login", { email: "x@y.example", password: "falsch!!" })).status,
    ).toBe(401);
    expect(await name()).toBe("Neu Geschrieben");
  });
});
