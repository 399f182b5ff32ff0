import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { restaurants } from "../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";

// Two app instances on one database stand for two processes: each has its own event bus and caches.
const ctx = await setupTestContext();
const other = ctx.build();
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  ctx.app.deps.publicAnswers.clear();
  other.deps.publicAnswers.clear();
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  cast = await seedCast(ctx.db);
});

const nameOf = async (client: TestClient) =>
  ((await client.get(`/api/restaurants/${cast.restaurant.id}`)).body.data as { name: string }).name;

/**
 * Reads until the answer is kept: the first read starts listening on the restaurant's channel, which on
 * PostgreSQL completes on its own connection a moment later (a condition, not a fixed wait).
 */
async function readUntilKept(app: typeof other, read: () => Promise<unknown>) {
  const before = app.deps.publicAnswers.size;
  await vi.waitFor(
    async () => {
      await read();
      expect(app.deps.publicAnswers.size).toBeGreaterThan(before);
    },
    { timeout: 10_000 },
  );
}

/** Renames the restaurant behind every cache's back (no event), to see who still answers the old name. */
const renameSilently = (name: string) =>
  ctx.db.update(restaurants).set({ name }).where(eq(restaurants.id, cast.restaurant.id));

describe("public answers cache", () => {
  it("given anonymous reads, keeps the answer once it listens on the restaurant; signed-in reads always read", async () => {
    const guest = ctx.client(other);
    expect(await nameOf(guest)).toBe("Restaurant A");
    await readUntilKept(other, () => nameOf(guest));
    await renameSilently("Still");
    expect(await nameOf(guest)).toBe("Restaurant A");
    expect(other.deps.publicAnswers.size).toBe(1);
    const owner = new TestClient(other);
    await owner.login(cast.owner.email, PASSWORD);
    expect(await nameOf(owner)).toBe("Still");
  });

  it("given a change saved through another process, that process's event drops the answer here", async () => {
    const guest = ctx.client(other);
    await readUntilKept(other, () => nameOf(guest));
    const owner = await ctx.as("owner", cast);
    const saved = await owner.put(`/api/restaurants/${cast.restaurant.id}`, { name: "Neuer Name" });
    expect(saved.status).toBe(200);
    // Delivered by LISTEN/NOTIFY at commit (asynchronously): wait for the condition, never a fixed time.
    await vi.waitFor(async () => expect(await nameOf(guest)).toBe("Neuer Name"), { timeout: 10_000 });
    // This process's own change is seen at once (publishChange drops its entries before answering).
    await readUntilKept(ctx.app, () => nameOf(ctx.client()));
    await owner.put(`/api/restaurants/${cast.restaurant.id}`, { name: "Dritter Name" });
    expect(await nameOf(ctx.client())).toBe("Dritter Name");
  });

  it("given a lost event connection, serves nothing from memory", async () => {
    const guest = ctx.client(other);
    await readUntilKept(other, () => nameOf(guest));
    await renameSilently("Nach dem Verbindungsverlust");
    const healthy = vi.spyOn(other.deps.events, "healthy", "get").mockReturnValue(false);
    try {
      expect(await nameOf(guest)).toBe("Nach dem Verbindungsverlust");
    } finally {
      healthy.mockRestore();
    }
  });

  it("given slots, keys them by the minute the clock is in and never keeps a sub-user's special hours", async () => {
    const guest = ctx.client(other);
    const slotsPath = `/api/simple-timeslots/${cast.restaurant.id}/2026-05-20/2`;
    await readUntilKept(other, () => guest.get(slotsPath));
    const before = other.deps.publicAnswers.size;
    ctx.clock.advance(60 * 1000);
    await guest.get(slotsPath);
    expect(other.deps.publicAnswers.size).toBe(before + 1);
    for (let i = 0; i < 3; i += 1) {
      expect((await guest.get(`/api/special-hours/${cast.subuser.id}`)).status).toBe(200);
    }
    expect(other.deps.publicAnswers.size).toBe(before + 1);
    await guest.get(`/api/special-hours/${cast.owner.id}`);
    expect(other.deps.publicAnswers.size).toBe(before + 2);
  });
});
