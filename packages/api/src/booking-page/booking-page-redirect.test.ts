import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext({ publicOrigin: "https://tisch.example" });
const { cast, as } = signedInCast(ctx, "each");

const get = (path: string) => ctx.app.request(path);
const rename = (slug: string) => as.owner.put(`/api/restaurants/${cast.restaurant.id}`, { slug });

describe("a booking page under a slug the restaurant gave up", () => {
  it("given /r/{old}, redirects permanently to /r/{new} with the query kept, briefly cached", async () => {
    expect((await rename("laluna")).status).toBe(200);
    const response = await get("/r/restauranta?utm_source=karte");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/r/laluna?utm_source=karte");
    expect(response.headers.get("cache-control")).toMatch(/max-age=60/);
    expect((await get("/r/laluna")).status).toBe(200);
  });

  it("given GET /api/booking-pages/{old}, redirects permanently to the current slug's data", async () => {
    expect((await rename("laluna")).status).toBe(200);
    const response = await get("/api/booking-pages/restauranta");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/api/booking-pages/laluna");
    const current = await get("/api/booking-pages/laluna");
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({
      data: { slug: "laluna", url: "https://tisch.example/r/laluna" },
    });
  });

  it("given two changes, the first slug leads straight to the current one; a slug taken back answers itself", async () => {
    expect((await rename("laluna")).status).toBe(200);
    expect((await rename("sonne")).status).toBe(200);
    expect((await get("/r/restauranta")).headers.get("location")).toBe("/r/sonne");
    expect((await get("/r/laluna")).headers.get("location")).toBe("/r/sonne");
    expect((await rename("restauranta")).status).toBe(200);
    expect((await get("/r/restauranta")).status).toBe(200);
    expect((await get("/r/sonne")).headers.get("location")).toBe("/r/restauranta");
  });

  it("given a restaurant whose owner was deactivated, its old slug answers 404 like its new one", async () => {
    expect((await rename("laluna")).status).toBe(200);
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, cast.owner.id));
    expect((await get("/r/restauranta")).status).toBe(404);
    expect((await get("/api/booking-pages/restauranta")).status).toBe(404);
  });

  it("given a slug nobody ever had, answers 404", async () => {
    expect((await get("/r/niemals")).status).toBe(404);
    expect((await get("/api/booking-pages/niemals")).status).toBe(404);
  });
});
