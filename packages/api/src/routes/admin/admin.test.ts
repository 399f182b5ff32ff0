import { beforeAll, describe, expect, it } from "vitest";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [4, 4]);
  // The clock stands on Tuesday 2026-05-12: both bookings fall into the current week.
  await as.anonymous.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ reservationDate: "2026-05-13" }),
  );
  await as.anonymous.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ reservationDate: "2026-05-14", customerEmail: "zweite@beispiel.de" }),
  );
});

describe("admin area API", () => {
  it("answers only admins", async () => {
    for (const path of [
      "/api/admin/overview",
      "/api/admin/analytics",
      "/api/admin/audit-log",
      "/api/admin/backup",
    ]) {
      await expectStatuses(as, { anonymous: 401, customer: 403, owner: 403, subuser: 403, admin: 200 }, (c) =>
        c.get(path),
      );
    }
  });

  it("counts users, restaurants and unexpired sessions, with uptime and version", async () => {
    const response = await as.admin.get("/api/admin/overview");
    expect(response.body).toMatchObject({
      success: true,
      data: {
        users: 5,
        restaurants: 2,
        version: "1.0.0",
        db: ctx.dbKind,
        demo: { users: 0, restaurants: 0 },
      },
    });
    const data = response.body.data as { activeSessions: number; uptimeSeconds: number };
    expect(data.activeSessions).toBe(5);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("counts users by role and reservations per week (eight weeks, current last)", async () => {
    const response = await as.admin.get("/api/admin/analytics");
    const data = response.body.data as {
      restaurants: number;
      users: Record<string, number>;
      reservationsTotal: number;
      reservationsPerWeek: Array<{ weekStart: string; count: number }>;
    };
    expect(data.restaurants).toBe(2);
    expect(data.users).toEqual({ total: 5, admins: 1, gastro: 2, subusers: 1, customers: 1 });
    expect(data.reservationsTotal).toBe(2);
    expect(data.reservationsPerWeek).toHaveLength(8);
    expect(data.reservationsPerWeek.at(-1)).toEqual({ weekStart: "2026-05-11", count: 2 });
    expect(data.reservationsPerWeek[0]).toEqual({ weekStart: "2026-03-23", count: 0 });
  });

  it("records sign-ins, failed sign-ins and created users in the audit log, newest first", async () => {
    await ctx.client().post("/api/users/login", { email: cast.owner.email, password: "falsch-123" });
    const created = await as.admin.post("/api/users/register", {
      name: "Neue Wirtin",
      email: "wirtin@neu.example",
      password: "Wirtin#Neu26",
      role: "Gastro",
    });
    expect(created.status).toBe(201);
    ctx.clock.advance(1000);
    const wirtin = ctx.client();
    await wirtin.post("/api/users/login", { email: "wirtin@neu.example", password: "Wirtin#Neu26" });
    ctx.clock.advance(1000);
    await wirtin.post("/api/users/logout");
    const log = await as.admin.get("/api/admin/audit-log?limit=500");
    const entries = log.body.data as Array<{
      action: string;
      actorEmail: string;
      details: Record<string, string>;
    }>;
    expect(entries[0]).toMatchObject({ action: "logout", actorEmail: "wirtin@neu.example" });
    expect(entries[1]).toMatchObject({ action: "login", actorEmail: "wirtin@neu.example" });
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "user_created",
        actorEmail: cast.admin.email,
        details: { email: "wirtin@neu.example", role: "Gastro" },
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "login_failed", actorEmail: cast.owner.email }),
    );
    expect(JSON.stringify(entries)).not.toContain("falsch-123");
    expect((await as.admin.get("/api/admin/audit-log?limit=0")).status).toBe(400);
  });

  it("records who created and deleted a sub-user", async () => {
    ctx.clock.advance(1000);
    const created = await as.owner.post("/api/users/subuser", {
      username: "protokoll",
      password: "Theke#2026",
    });
    expect(created.status).toBe(201);
    const subuserId = (created.body.data as { _id: string })._id;
    ctx.clock.advance(1000);
    expect((await as.owner.delete(`/api/users/subuser/${subuserId}`)).status).toBe(200);
    const entries = (await as.admin.get("/api/admin/audit-log")).body.data as Array<{
      action: string;
      actorEmail: string;
      targetId: string;
      details: Record<string, string>;
    }>;
    const login = created.body.loginUsername as string;
    expect(entries[0]).toMatchObject({
      action: "subuser_deleted",
      actorEmail: cast.owner.email,
      targetId: subuserId,
      details: { email: login, restaurant: cast.restaurant.name },
    });
    expect(entries[1]).toMatchObject({
      action: "subuser_created",
      actorEmail: cast.owner.email,
      targetId: subuserId,
    });
  });

  it("exports every table as a JSON download without password hashes, sessions or tokens", async () => {
    ctx.clock.advance(1000);
    const response = await as.admin.get("/api/admin/backup");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tischservice-backup-.+\.json"$/,
    );
    const body = response.body as {
      format: string;
      tables: Record<string, Array<Record<string, unknown>>>;
      excluded: Record<string, string>;
    };
    expect(body.format).toBe("tischservice-backup");
    expect(body.tables.users).toHaveLength(6);
    expect(body.tables.restaurants).toHaveLength(2);
    expect(body.tables.reservations).toHaveLength(2);
    expect(Object.keys(body.tables.users?.[0] ?? {})).not.toContain("password_hash");
    expect(body.tables.sessions).toBeUndefined();
    expect(body.tables.outbox).toBeUndefined();
    expect(Object.keys(body.tables.reservations?.[0] ?? {})).not.toContain("manage_token_hash");
    const text = JSON.stringify(body);
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain(PASSWORD);
    expect(body.excluded["users.password_hash"]).toBeTruthy();
    const log = await as.admin.get("/api/admin/audit-log");
    expect((log.body.data as Array<{ action: string }>)[0]?.action).toBe("backup_downloaded");
  });
});
