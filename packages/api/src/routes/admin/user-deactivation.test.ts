import { adminAccountTexts } from "@tischservice/core";
import { count, eq, inArray } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { pushSubscriptions, sessions, users } from "../../db/schema/index.ts";
import { adminUserRows } from "../../test/admin-user-rows.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { createSubuser, createUser } from "../../test/fixtures.ts";
import { waitForLockWaiters } from "../../test/lock-waiters.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx, "each");
const { userRow, subscribe, auditEntries } = adminUserRows(ctx.db);

const userPath = (id: string) => `/api/admin/users/${id}`;
const patch = (client: TestClient, id: string, json: unknown) =>
  client.request("PATCH", userPath(id), { json });

describe("PATCH /api/admin/users/{userId}", () => {
  it("given anyone but an admin, refuses and changes nothing", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403 },
      (c) => patch(c, cast.customer.id, { deactivated: true }),
    );
    expect((await userRow(cast.customer.id))?.deactivatedAt).toBeNull();
  });

  it.each([
    ["an empty body", {}],
    ["a text instead of a switch", { deactivated: "ja" }],
    ["an unknown field", { deactivated: true, role: "Admin" }],
  ])("given %s, answers 400 in German", async (_case, body) => {
    const response = await patch(as.admin, cast.customer.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await userRow(cast.customer.id))?.deactivatedAt).toBeNull();
  });

  it("given an id that is no id or is unknown, answers 400 or 404", async () => {
    expect((await patch(as.admin, "kein%20id", { deactivated: true })).status).toBe(400);
    const unknown = await patch(as.admin, "unbekannt", { deactivated: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Benutzer nicht gefunden.");
  });

  it("given the admin's own account, answers 409 and stays signed in", async () => {
    const response = await patch(as.admin, cast.admin.id, { deactivated: true });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: adminAccountTexts.notSelf, code: "not_self" });
    expect((await as.admin.get("/api/users/me")).status).toBe(200);
  });

  it("given an owner, deactivates them and their sub-users, ends every session and removes their push devices", async () => {
    const secondDevice = await ctx.as("owner", cast);
    await subscribe(cast.owner.id, cast.restaurant.id, "owner");
    await subscribe(cast.subuser.id, cast.restaurant.id, "subuser");
    await subscribe(cast.otherOwner.id, cast.otherRestaurant.id, "other");
    ctx.clock.set("2026-05-12T11:00:00.000Z");

    const response = await patch(as.admin, cast.owner.id, { deactivated: true });
    expectAnswer(response, 200, {
      success: true,
      message: adminAccountTexts.userDeactivated,
      user: { _id: cast.owner.id, deactivated: true },
    });
    expect((await userRow(cast.owner.id))?.deactivatedAt?.toISOString()).toBe("2026-05-12T11:00:00.000Z");
    expect((await userRow(cast.subuser.id))?.deactivatedAt?.toISOString()).toBe("2026-05-12T11:00:00.000Z");
    for (const client of [as.owner, secondDevice, as.subuser]) {
      expect((await client.get("/api/users/me")).status).toBe(401);
    }
    const [left] = await ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(inArray(sessions.userId, [cast.owner.id, cast.subuser.id]));
    expect(left?.n).toBe(0);
    const devices = await ctx.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
    expect(devices).toEqual([{ userId: cast.otherOwner.id }]);
    // Everyone else stays signed in, and the restaurant stays as it is.
    expect((await as.otherOwner.get("/api/users/me")).status).toBe(200);
    expect((await as.anonymous.get(`/api/restaurants/${cast.restaurant.id}`)).status).toBe(200);
    const [entry] = await auditEntries("user_deactivated");
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      targetId: cast.owner.id,
      details: { email: "owner@a.example", role: "Gastro", subusers: "1" },
    });
  });

  it("given a deactivated owner reactivated, brings back the sub-users deactivated with them, not others", async () => {
    const separately = await createSubuser(ctx.db, "abend@restauranta", {
      ownerId: cast.owner.id,
      restaurantId: cast.restaurant.id,
    });
    ctx.clock.set("2026-05-12T10:30:00.000Z");
    expect((await patch(as.admin, separately.id, { deactivated: true })).status).toBe(200);
    ctx.clock.set("2026-05-12T11:00:00.000Z");
    expect((await patch(as.admin, cast.owner.id, { deactivated: true })).status).toBe(200);

    const response = await patch(as.admin, cast.owner.id, { deactivated: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: adminAccountTexts.userReactivated,
      user: { _id: cast.owner.id, deactivated: false },
    });
    expect((await userRow(cast.owner.id))?.deactivatedAt).toBeNull();
    expect((await userRow(cast.subuser.id))?.deactivatedAt).toBeNull();
    expect((await userRow(separately.id))?.deactivatedAt?.toISOString()).toBe("2026-05-12T10:30:00.000Z");
    expect(await auditEntries("user_reactivated")).toHaveLength(1);
  });

  it("given an account that is deactivated already, changes nothing and writes no second entry", async () => {
    expect((await patch(as.admin, cast.customer.id, { deactivated: true })).status).toBe(200);
    const first = (await userRow(cast.customer.id))?.deactivatedAt;
    ctx.clock.advance(60_000);
    expect((await patch(as.admin, cast.customer.id, { deactivated: true })).status).toBe(200);
    expect((await userRow(cast.customer.id))?.deactivatedAt).toEqual(first);
    expect(await auditEntries("user_deactivated")).toHaveLength(1);
  });

  it("given another admin, deactivates them", async () => {
    const second = await createUser(ctx.db, { email: "zweite@test.example", role: "Admin" });
    const client = await ctx.as("admin", { ...cast, admin: second });
    expect((await patch(as.admin, second.id, { deactivated: true })).status).toBe(200);
    expect((await client.get("/api/users/me")).status).toBe(401);
  });

  it.runIf(ctx.dbKind === "postgres")(
    "given a caller deactivated by another admin while the request waits, refuses to leave no active admin",
    async () => {
      const second = await createUser(ctx.db, { email: "zweite@test.example", role: "Admin" });
      // Another admin's transaction holds the admin rows; the request is let in (its session is valid)
      // and waits on them; meanwhile that transaction deactivates the caller and commits.
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        await other.query("begin");
        await other.query("select id from users where role = 'Admin' for update");
        const pending = patch(as.admin, second.id, { deactivated: true });
        await waitForLockWaiters(other);
        await other.query("update users set deactivated_at = now() where id = $1", [cast.admin.id]);
        await other.query("commit");
        const response = await pending;
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ message: adminAccountTexts.lastAdmin, code: "last_admin" });
        expect((await userRow(second.id))?.deactivatedAt).toBeNull();
      } finally {
        other.release();
      }
    },
  );

  it("given two admins deactivating each other at once, one of them stays active", async () => {
    const second = await createUser(ctx.db, { email: "zweite@test.example", role: "Admin" });
    const secondClient = await ctx.as("admin", { ...cast, admin: second });
    const results = await Promise.all([
      patch(as.admin, second.id, { deactivated: true }),
      patch(secondClient, cast.admin.id, { deactivated: true }),
    ]);
    expect(results.filter((response) => response.status === 200)).toHaveLength(1);
    const admins = await ctx.db.select().from(users).where(eq(users.role, "Admin"));
    expect(admins.filter((admin) => admin.deactivatedAt === null)).toHaveLength(1);
  });
});
