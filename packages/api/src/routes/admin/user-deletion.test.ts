import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminAccountTexts } from "@tischservice/core";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  menuItems,
  outbox,
  pushSubscriptions,
  reservations,
  restaurantConfigs,
  restaurants,
  tables,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { emlFileTransport } from "../../mail/transport.ts";
import { createOutboxWorker } from "../../mail/worker.ts";
import { adminUserRows } from "../../test/admin-user-rows.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { createUser, PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const mailDir = await mkdtemp(join(tmpdir(), "tischservice-user-deletion-"));
const ctx = await setupTestContext({ mailFilesDir: mailDir });
const { cast, as } = signedInCast(ctx, "each");
const { userRow, subscribe, auditEntries } = adminUserRows(ctx.db);

const userPath = (id: string) => `/api/admin/users/${id}`;

describe("DELETE /api/admin/users/{userId}", () => {
  it("given anyone but an admin, refuses and deletes nothing", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403 },
      (c) => c.delete(userPath(cast.customer.id)),
    );
    expect(await userRow(cast.customer.id)).toBeDefined();
  });

  it("given the own account or an unknown id, answers 409 or 404", async () => {
    const self = await as.admin.delete(userPath(cast.admin.id));
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ message: adminAccountTexts.notSelf, code: "not_self" });
    expect((await as.admin.delete(userPath("unbekannt"))).status).toBe(404);
    expect((await as.admin.delete(userPath("kein%20id"))).status).toBe(400);
    expect(await userRow(cast.admin.id)).toBeDefined();
  });

  it("given an owner, deletes them with their restaurant, all its data and their sub-users, and nothing else", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4, 4]);
    await addTables(ctx.db, cast.otherRestaurant.id, [4]);
    const booked = await as.customer.post("/api/reservations", {
      ...booking({ customerEmail: "gast@test.example" }),
      restaurantId: cast.restaurant.id,
    });
    expect(booked.status).toBe(201);
    const elsewhere = await as.anonymous.post(`/api/reservation/${cast.otherRestaurant.id}`, booking());
    expect(elsewhere.status).toBe(201);
    const [banner] = await ctx.db
      .insert(uploads)
      .values({ ownerUserId: cast.owner.id, contentType: "image/png", size: 1, data: Buffer.from([1]) })
      .returning();
    await ctx.db
      .update(restaurants)
      .set({ bannerUploadId: banner?.id ?? null })
      .where(eq(restaurants.id, cast.restaurant.id));
    await ctx.db
      .insert(menuItems)
      .values({ restaurantId: cast.restaurant.id, name: "Pizza", priceCents: 900 });
    await subscribe(cast.subuser.id, cast.restaurant.id, "subuser");

    const response = await as.admin.delete(userPath(cast.owner.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: adminAccountTexts.userDeleted });

    expect(await userRow(cast.owner.id)).toBeUndefined();
    expect(await userRow(cast.subuser.id)).toBeUndefined();
    const own = (table: typeof tables | typeof menuItems | typeof reservations | typeof restaurantConfigs) =>
      ctx.db.select().from(table).where(eq(table.restaurantId, cast.restaurant.id));
    for (const table of [tables, menuItems, reservations, restaurantConfigs])
      expect(await own(table)).toEqual([]);
    expect(await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id))).toEqual([]);
    expect(await ctx.db.select().from(uploads)).toEqual([]);
    expect(await ctx.db.select().from(pushSubscriptions)).toEqual([]);
    expect((await as.owner.get("/api/users/me")).status).toBe(401);
    expect((await as.subuser.get("/api/users/me")).status).toBe(401);
    expect((await as.anonymous.get(`/api/restaurants/${cast.restaurant.id}`)).status).toBe(404);

    // The other restaurant, its booking and everyone else are untouched.
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.restaurantId, cast.otherRestaurant.id)),
    ).toHaveLength(1);
    expect((await ctx.db.select().from(users)).map((user) => user.email).sort()).toEqual([
      "admin@test.example",
      "gast@test.example",
      "owner@b.example",
    ]);
    const [entry] = await auditEntries("user_deleted");
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      targetId: cast.owner.id,
      details: { email: "owner@a.example", role: "Gastro", restaurant: "Restaurant A", subusers: "1" },
    });
  });

  it("given an owner whose guests' mails are in the outbox folder, removes those files and keeps the others", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4]);
    await addTables(ctx.db, cast.otherRestaurant.id, [4]);
    const own = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    expect(own.status).toBe(201);
    const ownReservationId = (own.body.data as { _id: string })._id;
    expect((await as.anonymous.post(`/api/reservation/${cast.otherRestaurant.id}`, booking())).status).toBe(
      201,
    );
    // A mail only about one of the restaurant's reservations, and one of the platform's (a reset link).
    const mail = { to: "gast@beispiel.de", subject: "Betreff", text: "Text", html: "<p>Text</p>" };
    await ctx.db.insert(outbox).values({ kind: "mail", payload: mail, reservationId: ownReservationId });
    await enqueueMail(ctx.db, { ...mail, to: "owner@b.example" }, ctx.clock.now());
    await createOutboxWorker({
      db: ctx.db,
      transport: emlFileTransport(mailDir, "t@x"),
      logger: ctx.logger,
    }).runOnce();
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.kind, "mail"));
    const fileOf = (row: { id: string }) => `${row.id}.eml`;
    const gone = rows.filter(
      (row) => row.restaurantId === cast.restaurant.id || row.reservationId === ownReservationId,
    );
    const kept = rows.filter((row) => !gone.includes(row));
    expect(gone.length).toBeGreaterThanOrEqual(3);
    expect(kept.map((row) => row.restaurantId)).toEqual(
      expect.arrayContaining([cast.otherRestaurant.id, null]),
    );
    expect(await readdir(mailDir)).toEqual(expect.arrayContaining(rows.map(fileOf)));

    expect((await as.admin.delete(userPath(cast.owner.id))).status).toBe(200);

    const files = await readdir(mailDir);
    expect(files).toEqual(expect.arrayContaining(kept.map(fileOf)));
    expect(files.filter((file) => gone.map(fileOf).includes(file))).toEqual([]);
    const goneIds = gone.map((row) => row.id);
    expect(await ctx.db.select().from(outbox).where(inArray(outbox.id, goneIds))).toEqual([]);
  });

  it("given a customer, deletes the account and keeps their bookings for the restaurant", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4]);
    const booked = await as.customer.post("/api/reservations", {
      ...booking({ customerEmail: "gast@test.example" }),
      restaurantId: cast.restaurant.id,
    });
    expect(booked.status).toBe(201);
    expect((await as.admin.delete(userPath(cast.customer.id))).status).toBe(200);
    expect(await userRow(cast.customer.id)).toBeUndefined();
    const kept = await ctx.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.restaurantId, cast.restaurant.id),
          eq(reservations.customerEmail, "gast@test.example"),
        ),
      );
    expect(kept).toHaveLength(1);
    expect(kept[0]?.customerUserId).toBeNull();
    expect((await auditEntries("user_deleted"))[0]?.details).toEqual({
      email: "gast@test.example",
      role: "customer",
    });
  });

  it("given a sub-user, deletes only the sub-user", async () => {
    expect((await as.admin.delete(userPath(cast.subuser.id))).status).toBe(200);
    expect(await userRow(cast.subuser.id)).toBeUndefined();
    expect(await userRow(cast.owner.id)).toBeDefined();
    expect((await auditEntries("user_deleted"))[0]?.details).toEqual({
      email: "kellner@restauranta",
      role: "Unterbenutzer",
    });
  });

  it("given another admin, deletes them and they are signed out", async () => {
    const second = await createUser(ctx.db, {
      email: "zweite@test.example",
      role: "Admin",
      password: PASSWORD,
    });
    const client = await ctx.as("admin", { ...cast, admin: second });
    expect((await as.admin.delete(userPath(second.id))).status).toBe(200);
    expect((await client.get("/api/users/me")).status).toBe(401);
  });
});
