import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reservations } from "../db/schema/index.ts";
import { runRetention } from "../privacy/retention.ts";
import { addTables, booking, insertReservation } from "../test/booking-helpers.ts";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { confirmPastPending } from "./confirm-past-pending.ts";

// Two app instances on one database stand for two processes: each has its own event bus and caches.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const other = ctx.build();
let cast: Cast;
let here: TestClient;
let there: TestClient;

type Dto = { _id: string; status: string; customerName: string };

beforeEach(async () => {
  await resetDatabase(ctx.db);
  ctx.app.deps.reservationLists.clear();
  other.deps.reservationLists.clear();
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  cast = await seedCast(ctx.db);
  await addTables(ctx.db, cast.restaurant.id, [2, 2, 2, 2]);
  here = new TestClient(ctx.app);
  await here.login(cast.owner.email, PASSWORD);
  there = new TestClient(other);
  await there.login(cast.owner.email, PASSWORD);
});

const listOf = async (client: TestClient) => {
  const response = await client.get(`/api/reservations/restaurant/${cast.restaurant.id}`);
  expect(response.status).toBe(200);
  return response.body as { message: string; data: Dto[] };
};

/**
 * Reads until the list is kept: the first read starts listening on the restaurant's channel, which on
 * PostgreSQL completes on its own connection a moment later (a condition, not a fixed wait).
 */
async function readUntilKept(app: typeof other, client: TestClient) {
  const before = app.deps.reservationLists.size;
  await vi.waitFor(
    async () => {
      await listOf(client);
      expect(app.deps.reservationLists.size).toBeGreaterThan(before);
    },
    { timeout: 10_000 },
  );
}

/** Renames a guest behind every cache's back (no event), to see who still answers the old name. */
const renameSilently = (id: string, customerName: string) =>
  ctx.db.update(reservations).set({ customerName }).where(eq(reservations.id, id));

const book = async (overrides: Record<string, unknown> = {}) => {
  const response = await ctx.client().post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as Dto;
};

describe("reservation list cache", () => {
  it("given staff reads, answers from memory until an event of the restaurant from another process drops the list", async () => {
    const booked = await book();
    await readUntilKept(other, there);
    await renameSilently(booked._id, "Ohne Ereignis");
    expect((await listOf(there)).data.map((r) => r.customerName)).toEqual(["Erika Mustermann"]);
    // Confirmed through the other process: its event reaches this one at commit (asynchronously).
    const saved = await here.put(`/api/reservations/${booked._id}/status`, { status: "confirmed" });
    expect(saved.status).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await listOf(there)).data.map((r) => [r.customerName, r.status])).toEqual([
          ["Ohne Ereignis", "confirmed"],
        ]),
      { timeout: 10_000 },
    );
  });

  it("given a change through the same process, shows it at the next read; another restaurant's list is its own", async () => {
    const booked = await book();
    await readUntilKept(ctx.app, here);
    await book({ timeSlot: "20:00", customerName: "Zweiter Gast" });
    expect((await listOf(here)).data.map((r) => r.customerName)).toEqual([
      "Erika Mustermann",
      "Zweiter Gast",
    ]);
    await here.put(`/api/reservations/${booked._id}/status`, { status: "cancelled" });
    expect((await listOf(here)).data.map((r) => r.status)).toEqual(["cancelled", "pending"]);
    const stranger = await ctx.as("otherOwner", cast);
    expect((await stranger.get(`/api/reservations/restaurant/${cast.restaurant.id}`)).status).toBe(403);
  });

  it("given a new day, a kept list stays until the job confirms yesterday's pending reservations, then reads afresh", async () => {
    const booked = await book({ reservationDate: "2026-05-12", timeSlot: "19:00" });
    await readUntilKept(ctx.app, here);
    expect((await listOf(here)).data.map((r) => r.status)).toEqual(["pending"]);
    // 01:00 in Berlin, the restaurant's zone: a new day there, the session still alive. Reading writes nothing.
    ctx.clock.set("2026-05-12T23:00:00.000Z");
    expect((await listOf(here)).data.map((r) => r.status)).toEqual(["pending"]);
    await confirmPastPending(ctx.db, ctx.clock.now());
    await vi.waitFor(
      async () =>
        expect((await listOf(here)).data.map((r) => [r._id, r.status])).toEqual([[booked._id, "confirmed"]]),
      { timeout: 10_000 },
    );
  });

  it("given retention anonymising old reservations, their guests' names leave every kept list", async () => {
    await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Alter Gast",
      status: "confirmed",
      reservationDate: "2023-01-10",
      startsAt: new Date("2023-01-10T18:00:00Z"),
      endsAt: new Date("2023-01-10T20:00:00Z"),
    });
    await readUntilKept(other, there);
    expect((await listOf(there)).data.map((r) => r.customerName)).toEqual(["Alter Gast"]);
    await runRetention(ctx.db, { now: ctx.clock.now() });
    await vi.waitFor(
      async () => expect((await listOf(there)).data.map((r) => r.customerName)).not.toContain("Alter Gast"),
      { timeout: 10_000 },
    );
  });
});
