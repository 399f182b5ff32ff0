import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurants, users } from "../db/schema/index.ts";
import { setupTestContext } from "../test/test-context.ts";
import { insertPartnerRestaurants, partnerRestaurantFields } from "./partner-restaurants.ts";

const ctx = await setupTestContext();

describe("insertPartnerRestaurants", () => {
  it("given a count, inserts that many listed restaurants, each with a confirmed owner pointing at it", async () => {
    const createdAt = new Date("2026-05-01T09:00:00.000Z");
    const ids = await insertPartnerRestaurants(ctx.db, {
      count: 3,
      createdAt,
      passwordHash: "kein-echter-hash",
      prefix: "probe",
    });
    expect(ids).toHaveLength(3);
    const rows = await ctx.db.select().from(restaurants).where(inArray(restaurants.id, ids));
    expect(rows.map((r) => [r.name, r.slug, r.cuisine, r.listed, r.createdAt]).sort()).toEqual(
      [0, 1, 2]
        .map((index) => partnerRestaurantFields("probe", index))
        .map((f) => [f.name, f.slug, f.cuisine, true, createdAt])
        .sort(),
    );
    const owners = await ctx.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.ownerId),
        ),
      );
    expect(owners).toHaveLength(3);
    for (const owner of owners) {
      expect(owner).toMatchObject({ role: "Gastro", isSubuser: false, emailVerifiedAt: createdAt });
      expect(rows.find((r) => r.ownerId === owner.id)?.id).toBe(owner.restaurantId);
    }
  });

  it("given the fields of a partner, gives each a city and a slug the schema accepts", () => {
    const fields = partnerRestaurantFields("bench", 1999);
    expect(fields.slug).toBe("bench2000");
    expect(fields.address).toMatch(/, \d{5} \S+$/);
  });
});
