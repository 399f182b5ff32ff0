import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MatchCacheRouter } from "./match-cache-router.ts";

function app(maxEntries = 2000) {
  const built = new Hono({ router: new MatchCacheRouter(undefined, maxEntries) });
  built.use("/api/*", async (c, next) => {
    await next();
    c.header("X-Api", "1");
  });
  // Different parameter names at one place: what makes Hono fall back from RegExpRouter.
  built.get("/api/restaurants/:id", (c) => c.json({ id: c.req.param("id") }));
  built.put("/api/restaurants/:restaurantId", (c) => c.json({ put: c.req.param("restaurantId") }));
  built.get("/api/restaurants/:id/tables/:tableId", (c) => c.json(c.req.param()));
  return built;
}

describe("MatchCacheRouter", () => {
  it("given the same path again, answers with the same handlers and that request's parameters", async () => {
    const built = app();
    for (let i = 0; i < 3; i++) {
      const response = await built.request("/api/restaurants/r1");
      expect(await response.json()).toEqual({ id: "r1" });
      expect(response.headers.get("x-api")).toBe("1");
    }
    expect(await (await built.request("/api/restaurants/r2")).json()).toEqual({ id: "r2" });
    expect(await (await built.request("/api/restaurants/r1", { method: "PUT" })).json()).toEqual({
      put: "r1",
    });
    expect(await (await built.request("/api/restaurants/r1/tables/t9")).json()).toEqual({
      id: "r1",
      tableId: "t9",
    });
    expect((await built.request("/api/restaurants/r1/x")).status).toBe(404);
  });

  it("given more paths than it keeps, and a path too long to keep, still matches every one", async () => {
    const built = app(2);
    for (const id of ["a", "b", "c", "a"]) {
      expect(await (await built.request(`/api/restaurants/${id}`)).json()).toEqual({ id });
    }
    const long = `/api/restaurants/${"x".repeat(300)}`;
    expect(await (await built.request(long)).json()).toEqual({ id: "x".repeat(300) });
  });
});
