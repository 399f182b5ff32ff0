import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminAccountTexts, demoDataDeletedResponseSchema } from "@tischservice/core";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  outbox,
  reservations,
  restaurants,
  tables,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { emlFileTransport } from "../../mail/transport.ts";
import { createOutboxWorker } from "../../mail/worker.ts";
import { hashDemoPasswords } from "../../seed/demo.ts";
import { seedDemoData } from "../../seed/seed-demo-data.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { createSubuser } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const mailDir = await mkdtemp(join(tmpdir(), "tischservice-demo-data-"));
const ctx = await setupTestContext({ mailFilesDir: mailDir });
const hashes = await hashDemoPasswords();
let demoAdmin: TestClient;
let trattoriaId: string;

// The demo data first: seeding refuses a database with accounts of its own.
beforeAll(async () => {
  expect((await seedDemoData(ctx.db, { now: ctx.clock.now(), hashes })).status).toBe("seeded");
});
const { cast, as } = signedInCast(ctx);
beforeAll(async () => {
  demoAdmin = new TestClient(ctx.app);
  await demoAdmin.login("admin@tischservice.example", "Admin#2026");
  const [trattoria] = await ctx.db.select().from(restaurants).where(eq(restaurants.name, "Trattoria Demo"));
  trattoriaId = trattoria?.id ?? "";
  // Real accounts touch demo data: an owner of a demo restaurant added a sub-user (not flagged), a real
  // customer booked at a demo restaurant, the demo guest booked at a real one.
  const [trattoriaOwner] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, "inhaber@trattoria.example"));
  await createSubuser(ctx.db, "aushilfe@trattoriademo", {
    ownerId: trattoriaOwner?.id ?? "",
    restaurantId: trattoriaId,
  });
  await addTables(ctx.db, cast.restaurant.id, [4, 4]);
  const guest = new TestClient(ctx.app);
  await guest.login("gast@gast.example", "Gast#2026");
  const atReal = await guest.post("/api/reservations", {
    ...booking({ customerEmail: "gast@gast.example" }),
    restaurantId: cast.restaurant.id,
  });
  expect(atReal.status).toBe(201);
  const atDemo = await as.customer.post("/api/reservations", {
    ...booking({ customerEmail: "gast@test.example", reservationDate: "2026-05-14" }),
    restaurantId: trattoriaId,
  });
  expect(atDemo.status).toBe(201);
  // Without SMTP every mail, the bookings' ones too, is an `.eml` file in the outbox folder.
  await createOutboxWorker({
    db: ctx.db,
    transport: emlFileTransport(mailDir, "t@x"),
    logger: ctx.logger,
    batchSize: 1000,
  }).runOnce();
});

const mailFilesOf = async (restaurantId: string) =>
  (
    await ctx.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.restaurantId, restaurantId), eq(outbox.kind, "mail")))
  ).map((row) => `${row.id}.eml`);

const countOf = async (table: typeof users | typeof restaurants | typeof uploads) =>
  (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("DELETE /api/admin/demo-data", () => {
  it("given anyone but an admin, refuses and deletes nothing", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 403 },
      (c) => c.delete("/api/admin/demo-data"),
    );
    expect(await countOf(restaurants)).toBe(9);
  });

  it("given the demo admin, refuses with 409 and deletes nothing", async () => {
    const response = await demoAdmin.delete("/api/admin/demo-data");
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: adminAccountTexts.demoCallerRefused,
      code: "demo_caller",
    });
    expect(await countOf(restaurants)).toBe(9);
  });

  it("given an admin of their own, deletes every demo account and restaurant with their data and keeps the rest", async () => {
    const before = { users: await countOf(users), uploads: await countOf(uploads) };
    expect(before.uploads).toBeGreaterThan(0);
    const demoMailFiles = await mailFilesOf(trattoriaId);
    const realMailFiles = await mailFilesOf(cast.restaurant.id);
    expect(demoMailFiles.length).toBeGreaterThan(0);
    expect(realMailFiles.length).toBeGreaterThan(0);
    expect(await readdir(mailDir)).toEqual(expect.arrayContaining([...demoMailFiles, ...realMailFiles]));
    // The overview counts the flagged demo data, so that the System page can offer its deletion.
    expect((await as.admin.get("/api/admin/overview")).body).toMatchObject({
      data: { demo: { users: 10, restaurants: 7 } },
    });
    const response = await as.admin.delete("/api/admin/demo-data");
    expect(response.status).toBe(200);
    const body = demoDataDeletedResponseSchema.parse(response.body);
    // Ten demo accounts and the Trattoria's unflagged sub-user; seven demo restaurants.
    expect(body).toEqual({
      success: true,
      message: adminAccountTexts.deleteDemoDataDone(11, 7),
      deleted: { users: 11, restaurants: 7 },
    });

    expect(await ctx.db.select().from(users).where(eq(users.isDemo, true))).toEqual([]);
    expect(await ctx.db.select().from(restaurants).where(eq(restaurants.isDemo, true))).toEqual([]);
    expect(await countOf(users)).toBe(before.users - 11);
    expect(await countOf(uploads)).toBe(0);
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.restaurantId, trattoriaId)),
    ).toEqual([]);
    // The real restaurants, their tables and bookings stay; the demo guest's booking there too.
    expect((await ctx.db.select().from(restaurants)).map((r) => r.name).sort()).toEqual([
      "Restaurant A",
      "Restaurant B",
    ]);
    expect(
      await ctx.db.select().from(tables).where(eq(tables.restaurantId, cast.restaurant.id)),
    ).toHaveLength(2);
    const kept = await ctx.db.select().from(reservations);
    expect(kept.map((r) => [r.customerEmail, r.customerUserId])).toEqual([["gast@gast.example", null]]);
    expect((await demoAdmin.get("/api/users/me")).status).toBe(401);
    expect((await as.owner.get("/api/users/me")).status).toBe(200);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "demo_data_deleted"));
    expect(entry).toMatchObject({ actorId: cast.admin.id, details: { users: "11", restaurants: "7" } });
    // The demo restaurants' mails went with them, their files too; the real restaurant's stay.
    const files = await readdir(mailDir);
    expect(files.filter((file) => demoMailFiles.includes(file))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(realMailFiles));
  });

  it("given no demo data left, says so and deletes nothing", async () => {
    expect((await as.admin.get("/api/admin/overview")).body).toMatchObject({
      data: { demo: { users: 0, restaurants: 0 } },
    });
    const response = await as.admin.delete("/api/admin/demo-data");
    expect(response.body).toEqual({
      success: true,
      message: adminAccountTexts.noDemoData,
      deleted: { users: 0, restaurants: 0 },
    });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, "demo_data_deleted"))).toHaveLength(
      1,
    );
  });

  it("given a later start with DEMO on, the demo data does not come back", async () => {
    expect((await seedDemoData(ctx.db, { now: ctx.clock.now(), hashes })).status).toBe("refused");
    expect(await countOf(restaurants)).toBe(2);
  });
});
