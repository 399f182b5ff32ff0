import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { createUser, PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

describe("GET /api/users", () => {
  it("given each role, only admins get the list, without passwords", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, subuser: 403, owner: 403, admin: 200 }, (c) =>
      c.get("/api/users"),
    );
    const response = await as.admin.get("/api/users");
    expect((response.body.data as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(response.text).not.toMatch(/password|argon2/i);
  });

  it("given sign-ups, deactivated and demo accounts, answers each user's verification, deactivation and demo state", async () => {
    const verifiedAt = new Date("2026-05-01T08:00:00.000Z");
    await ctx.db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, cast.owner.id));
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, cast.customer.id));
    await ctx.db.update(users).set({ deactivatedAt: verifiedAt }).where(eq(users.id, cast.otherOwner.id));
    await ctx.db.update(users).set({ isDemo: true }).where(eq(users.id, cast.subuser.id));
    const response = await as.admin.get<{ data: Array<Record<string, unknown>> }>("/api/users");
    const byId = new Map(response.body.data.map((user) => [user._id, user]));
    expect(byId.get(cast.owner.id)).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: "2026-05-01T08:00:00.000Z",
      deactivated: false,
      isDemo: false,
    });
    expect(byId.get(cast.customer.id)).toMatchObject({ emailVerified: false, emailVerifiedAt: null });
    expect(byId.get(cast.otherOwner.id)).toMatchObject({ deactivated: true });
    expect(byId.get(cast.subuser.id)).toMatchObject({ isDemo: true });
    await ctx.db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, cast.customer.id));
    await ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, cast.otherOwner.id));
  });
});

describe("POST /api/users/change-password as an admin", () => {
  it("given the admin's own account, changes the password like an owner's and the new one signs in", async () => {
    // An admin of its own: changing the password ends the admin's other sessions.
    const own = await createUser(ctx.db, { email: "passwort-admin@test.example", role: "Admin" });
    const admin = await ctx.as("admin", { ...cast, admin: own });
    const wrong = await admin.post("/api/users/change-password", {
      currentPassword: "falsch!!",
      newPassword: "AdminNeu#2026",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: "CURRENT_PASSWORD_INCORRECT" });
    const other = await admin.post("/api/users/change-password", {
      userId: cast.owner.id,
      currentPassword: PASSWORD,
      newPassword: "AdminNeu#2026",
    });
    expect(other.status).toBe(403);
    const changed = await admin.post("/api/users/change-password", {
      userId: own.id,
      currentPassword: PASSWORD,
      newPassword: "AdminNeu#2026",
    });
    expect(changed.body).toEqual({ success: true, message: "Passwort erfolgreich geändert!" });
    await ctx.client().login("passwort-admin@test.example", "AdminNeu#2026");
    expect(
      (
        await ctx
          .client()
          .post("/api/users/login", { email: "passwort-admin@test.example", password: PASSWORD })
      ).status,
    ).toBe(401);
    expect((await admin.get("/api/users/me")).status).toBe(200);
  });
});

describe("POST /api/users/register", () => {
  const body = (email: string) => ({ name: "Neue Person", email, password: "Start#2026", role: "gastro" });

  // The strong rule's wording is checked once for every endpoint in routes/auth/strong-passwords.test.ts.
  it.each(["Admin", "Gastro"])(
    "given role %s and a password of 9 characters, answers 400 validation at the password and creates nothing",
    async (role) => {
      const email = `stark-${role.toLowerCase()}@x.example`;
      const refused = await as.admin.post("/api/users/register", {
        ...body(email),
        role,
        password: "Start#202",
      });
      expectAnswer(refused, 400, {
        success: false,
        code: "validation",
        errors: [{ path: "password" }],
      });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const created = await as.admin.post("/api/users/register", {
        ...body(email),
        role,
        password: "Start#2026",
      });
      expect(created.status).toBe(201);
    },
  );

  it("given a name with a line break, answers 400 with the name message and creates nothing", async () => {
    const refused = await as.admin.post("/api/users/register", {
      ...body("zeile@x.example"),
      name: "Max\nMustermann",
    });
    const message = "Bitte geben Sie den Namen ohne Zeilenumbrüche und Steuerzeichen ein.";
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "validation", message, errors: [{ path: "name", message }] });
    expect(await ctx.db.select().from(users).where(eq(users.email, "zeile@x.example"))).toHaveLength(0);
  });

  it("given each role, only admins create users and nothing is created otherwise", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, subuser: 403, owner: 403, otherOwner: 403 },
      (c) => c.post("/api/users/register", body("versuch@x.example")),
    );
    expect(await ctx.db.select().from(users).where(eq(users.email, "versuch@x.example"))).toHaveLength(0);
    const created = await as.admin.post("/api/users/register", body("NEU@Gastro.example"));
    expectAnswer(created, 201, {
      success: true,
      message: "Benutzer erfolgreich erstellt!",
      user: { email: "neu@gastro.example", role: "Gastro" },
    });
    await ctx.client().login("neu@gastro.example", "Start#2026");
  });

  it("given a taken address, a short password or a customer role, answers 409/400 in German", async () => {
    expect((await as.admin.post("/api/users/register", body("owner@a.example"))).status).toBe(409);
    const short = await as.admin.post("/api/users/register", { ...body("kurz@x.example"), password: "123" });
    expect(short.status).toBe(400);
    const role = await as.admin.post("/api/users/register", { ...body("rolle@x.example"), role: "customer" });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe("Ungültige Rolle. Erlaubt sind Gastro und Admin.");
    const sqlish = await as.admin.post("/api/users/register", body("x'; DROP TABLE users;--@x.example"));
    expect(sqlish.status).toBe(400);
    expect((await ctx.db.select().from(users)).length).toBeGreaterThan(0);
  });
});

describe("sub-users", () => {
  it("given the owner, creates a sub-user with the login name username@restaurant that can sign in", async () => {
    const response = await as.owner.post("/api/users/subuser", {
      username: "Theke_1",
      password: "Theke#2026",
      parentUserId: cast.owner.id,
      restaurantId: cast.restaurant.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, loginUsername: "theke_1@restauranta" });
    const signedIn = await ctx.client().login("theke_1@restauranta", "Theke#2026");
    expect(signedIn.body).toMatchObject({ user: { isSubuser: true, restaurantId: cast.restaurant.id } });
    expect(
      (await as.owner.post("/api/users/subuser", { username: "theke_1", password: "Theke#2026" })).status,
    ).toBe(409);
  });

  it("given other roles, refuses to create and list sub-users", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, subuser: 403, otherOwner: 403 }, (c) =>
      c.post("/api/users/subuser", {
        username: "eindringling",
        password: "Theke#2026",
        restaurantId: cast.restaurant.id,
      }),
    );
    expect(await ctx.db.select().from(users).where(eq(users.name, "eindringling"))).toHaveLength(0);
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, subuser: 403, otherOwner: 403, owner: 200, admin: 200 },
      (c) => c.get(`/api/users/subusers/${cast.owner.id}`),
    );
    expect((await as.owner.get("/api/users/subusers/unbekannt")).status).toBe(404);
  });

  it("given bad input, answers 400 with the required German texts", async () => {
    const bad = await as.owner.post("/api/users/subuser", {
      username: "mit leerzeichen",
      password: "Theke#2026",
    });
    expect(bad.body.message).toBe("Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten.");
    const short = await as.owner.post("/api/users/subuser", { username: "kurz", password: "123" });
    expect(short.body.message).toBe("Passwort muss mindestens 6 Zeichen lang sein");
  });

  it("given delete by the owner, removes the sub-user and ends its sessions; others are refused", async () => {
    const created = await as.owner.post("/api/users/subuser", {
      username: "aushilfe",
      password: "Aushilfe#1",
    });
    const id = (created.body.data as { _id: string })._id;
    const subClient = ctx.client();
    await subClient.login("aushilfe@restauranta", "Aushilfe#1");
    await expectStatuses(as, { anonymous: 401, customer: 403, subuser: 403, otherOwner: 403 }, (c) =>
      c.delete(`/api/users/subuser/${id}`),
    );
    expect((await subClient.get("/api/users/me")).status).toBe(200);
    expect((await as.owner.delete(`/api/users/subuser/${id}`)).body).toEqual({
      success: true,
      message: "Unterbenutzer erfolgreich gelöscht!",
    });
    expect((await subClient.get("/api/users/me")).status).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await as.owner.delete(`/api/users/subuser/${id}`)).status).toBe(404);
    expect((await as.owner.delete(`/api/users/subuser/${cast.otherOwner.id}`)).status).toBe(404);
  });

  it("given a sub-user signed in, it keeps working with its password", async () => {
    expect(
      (await ctx.client().post("/api/users/login", { email: "kellner@restauranta", password: PASSWORD }))
        .status,
    ).toBe(200);
  });
});
