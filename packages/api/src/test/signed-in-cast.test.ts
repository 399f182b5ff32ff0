import { describe, expect, it } from "vitest";
import { menuItems } from "../db/schema/index.ts";
import { signedInCast } from "./signed-in-cast.ts";
import { setupTestContext } from "./test-context.ts";

const ctx = await setupTestContext();

describe("signedInCast", () => {
  describe("given 'each'", () => {
    const { cast, as } = signedInCast(ctx, "each");

    it("seeds the cast and signs every role in", async () => {
      const me = await as.owner.get("/api/users/me");
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: cast.owner.email });
      expect((await as.anonymous.get("/api/users/me")).status).toBe(401);
      await ctx.db
        .insert(menuItems)
        .values({ restaurantId: cast.restaurant.id, name: "Suppe", priceCents: 500 });
    });

    it("starts each test on a freshly reset database", async () => {
      expect(await ctx.db.select().from(menuItems)).toEqual([]);
      expect((await as.admin.get("/api/users/me")).body.user).toMatchObject({ email: cast.admin.email });
    });
  });
});
