import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  orders,
  payments,
  reservations,
  restaurantConfigs,
  restaurants,
  specialHours,
  users,
} from "../db/schema/index.ts";
import { setupTestContext } from "../test/test-context.ts";
import { demoAccounts } from "./demo.ts";
import { demoRegulars } from "./demo-regulars.ts";
import { seedDemoData } from "./seed-demo-data.ts";

const ctx = await setupTestContext();

// A whole demo seed writes thousands of rows: seconds on an idle machine, over 30 s on a loaded one.
describe("demo data", { timeout: 120_000 }, () => {
  it("given an empty database, fills it once with restaurants, reservations in every status and orders", async () => {
    expect((await seedDemoData(ctx.db, { now: ctx.clock.now() })).status).toBe("seeded");
    expect((await seedDemoData(ctx.db, { now: ctx.clock.now() })).status).toBe("present");
    const all = await ctx.db.select().from(restaurants);
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all.filter((r) => r.bannerUploadId === null)).toHaveLength(1);
    const statuses = await ctx.db
      .select({ status: reservations.status, n: count() })
      .from(reservations)
      .groupBy(reservations.status);
    // Past visits were stepped through (completed, some no-shows); "seated" only while one runs at the clock.
    expect(statuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(["cancelled", "completed", "confirmed", "no_show", "pending"]),
    );
    // Every closed visit has its seating stamps, so "Ø Verweildauer" has data from the first start.
    const closed = await ctx.db.select().from(reservations).where(eq(reservations.status, "completed"));
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.filter((r) => !r.seatedAt || !r.completedAt || r.completedAt <= r.seatedAt)).toEqual([]);
    const methods = await ctx.db
      .select({ method: payments.paymentMethod, n: count() })
      .from(payments)
      .groupBy(payments.paymentMethod);
    expect(methods.map((m) => m.method).sort()).toEqual(["card", "cash"]);
    expect((await ctx.db.select().from(orders).where(eq(orders.status, "pending"))).length).toBeGreaterThan(
      0,
    );
    expect((await ctx.db.select().from(specialHours)).some((s) => s.type === "holiday" && s.isClosed)).toBe(
      true,
    );
    expect((await ctx.db.select().from(users)).length).toBeGreaterThanOrEqual(10);
  });

  it("given the demo restaurants, keeps their own confirmation setting: the Trattoria still asks for it", async () => {
    const configs = await ctx.db
      .select({ name: restaurants.name, autoConfirm: restaurantConfigs.autoConfirmReservations })
      .from(restaurantConfigs)
      .innerJoin(restaurants, eq(restaurants.id, restaurantConfigs.restaurantId));
    expect(configs.find((config) => config.name === "Trattoria Demo")?.autoConfirm).toBe(false);
    expect(configs.some((config) => config.autoConfirm)).toBe(true);
  });

  it("given the printed demo accounts, each can sign in", async () => {
    for (const account of demoAccounts) {
      const response = await ctx
        .client()
        .post("/api/users/login", { email: account.login, password: account.password });
      expect({ login: account.login, status: response.status }).toEqual({
        login: account.login,
        status: 200,
      });
    }
  });

  it("given the Trattoria's owner, the menu has about 30 items in the four categories", async () => {
    const owner = await ctx.client().login("inhaber@trattoria.example", "Gastro#2026");
    const userId = (owner.body.user as { _id: string })._id;
    const client = ctx.client();
    await client.login("inhaber@trattoria.example", "Gastro#2026");
    const menu = await client.get<Array<{ type: string }>>(`/api/menu/user/${userId}`);
    expect(menu.body.length).toBe(30);
    expect(new Set(menu.body.map((item) => item.type))).toEqual(
      new Set(["drink", "appetizer", "main", "dessert"]),
    );
  });

  it("given the Trattoria's guest book, its demo regulars have their visits, the regular tag, note and staff tags, and a booking ahead", async () => {
    const client = ctx.client();
    const owner = await client.login("inhaber@trattoria.example", "Gastro#2026");
    const restaurantId = (owner.body.user as { restaurantId: string }).restaurantId;
    const listed = await client.get<{
      data: Array<{
        email: string;
        visits: number;
        tags: string[];
        note: string;
        nextReservation: string | null;
      }>;
    }>(`/api/guests/restaurant/${restaurantId}?tag=Stammgast`);
    for (const regular of demoRegulars) {
      const entry = listed.body.data.find((guest) => guest.email === regular.customerEmail);
      expect(entry).toMatchObject({
        visits: regular.visits,
        tags: ["Stammgast", ...regular.tags],
        note: regular.note,
      });
      expect(entry?.nextReservation).not.toBeNull();
    }
  });
});
