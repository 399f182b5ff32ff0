import { eq } from "drizzle-orm";
import type pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { restaurantConfigs, restaurants, users } from "../db/schema/index.ts";
import { createUser } from "../test/fixtures.ts";
import { waitForLockWaiters } from "../test/lock-waiters.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { createRestaurantForOwner } from "./create-restaurant.ts";

const ctx = await setupTestContext();

beforeEach(async () => {
  await resetDatabase(ctx.db);
});

let owners = 0;
/** A restaurant of `name` for a new owner, created the API's way in its own transaction. */
async function create(name: string) {
  owners += 1;
  const owner = await createUser(ctx.db, { email: `owner-${owners}@slug.example` });
  return ctx.db.transaction((tx) =>
    createRestaurantForOwner(tx, { ownerId: owner.id, name, email: "" }, ctx.clock.now()),
  );
}

describe("createRestaurantForOwner's slug", () => {
  it("given a free slug, takes the one its name gives; given a taken one, the smallest free number", async () => {
    expect((await create("Zur Linde")).slug).toBe("zurlinde");
    expect((await create("Zur Linde 2")).slug).toBe("zurlinde2");
    expect((await create("ZUR LINDE!")).slug).toBe("zurlinde3");
    expect((await create("Zur  Linde")).slug).toBe("zurlinde4");
  });

  it("given a long name, cuts the slug so that slug and number stay within 20 characters", async () => {
    expect((await create("Das Restaurant am Marktplatz")).slug).toBe("dasrestaurantammarkt");
    expect((await create("Das Restaurant am Marktplatz Süd")).slug).toBe("dasrestaurantammark2");
  });

  it("given more restaurants of one slug than one lookup covers, goes on counting", async () => {
    for (let n = 1; n <= 20; n++) await create("🍕");
    expect((await create("🍕")).slug).toBe("restaurant21");
  });

  it("given a rename, keeps the slug", async () => {
    const created = await create("Zur Linde");
    await ctx.db.update(restaurants).set({ name: "Zum Anker" }).where(eq(restaurants.id, created.id));
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, created.id));
    expect(row?.slug).toBe("zurlinde");
    expect((await create("Zum Anker")).slug).toBe("zumanker");
    expect((await create("Zur Linde")).slug).toBe("zurlinde2");
  });

  it("given two creations of the same name at once, gives both a restaurant, each with its own slug", async () => {
    const created = await Promise.all([create("Trattoria Demo"), create("Trattoria Demo")]);
    expect(created.map((row) => row.slug).sort()).toEqual(["trattoriademo", "trattoriademo2"]);
  });

  it("given a second restaurant for the same owner, fails on the owner (no other slug is tried)", async () => {
    const first = await create("Zur Linde");
    await expect(
      ctx.db.transaction((tx) =>
        createRestaurantForOwner(
          tx,
          { ownerId: first.ownerId, name: "Zur Linde", email: "" },
          ctx.clock.now(),
        ),
      ),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(restaurants)).toHaveLength(1);
  });

  it.runIf(ctx.dbKind === "postgres")(
    "given a concurrent creation that takes the slug while this one inserts it, takes the next in the same transaction",
    async () => {
      const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        // Another transaction has inserted 'linde' and not committed yet: the lookup cannot see it.
        await other.query("begin");
        await other.query(
          "insert into users (id, name, email, role, password_hash) values ('u-other', 'O', 'o@slug.example', 'Gastro', 'x')",
        );
        await other.query(
          "insert into restaurants (id, owner_id, name, slug) values ('r-other', 'u-other', 'Linde', 'linde')",
        );
        // This sign-up creates its owner and restaurant in one transaction; its insert of 'linde' waits.
        const pending = ctx.db.transaction(async (tx) => {
          const [owner] = await tx
            .insert(users)
            .values({ name: "N", email: "n@slug.example", role: "Gastro", passwordHash: "x" })
            .returning();
          if (!owner) throw new Error("owner not created");
          return createRestaurantForOwner(
            tx,
            { ownerId: owner.id, name: "Linde", email: "" },
            ctx.clock.now(),
          );
        });
        await waitForLockWaiters(other);
        await other.query("commit");
        const created = await pending;
        expect(created.slug).toBe("linde2");
        const [owner] = await ctx.db.select().from(users).where(eq(users.email, "n@slug.example"));
        expect(owner?.restaurantId).toBe(created.id);
        expect(
          await ctx.db.select().from(restaurantConfigs).where(eq(restaurantConfigs.restaurantId, created.id)),
        ).toHaveLength(1);
      } finally {
        other.release();
      }
    },
  );
});
