import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, seedCast } from "../test/fixtures.ts";
import type { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";
import { PUBLIC_READ_CACHE_CONTROL } from "./http-caching.ts";

const ctx = await setupTestContext();
let cast: Cast;
let owner: TestClient;
beforeAll(async () => {
  cast = await seedCast(ctx.db);
  owner = await ctx.as("owner", cast);
});

const publicReads = () => [
  `/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`,
  `/api/restaurants/${cast.restaurant.id}`,
  `/api/restaurantconfigs/${cast.restaurant.id}`,
  `/api/special-hours/${cast.owner.id}`,
];

const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

describe("HTTP caching of public reads", () => {
  it("given an anonymous read, lets browsers and CDNs keep it briefly, with an ETag and Vary: Cookie", async () => {
    for (const path of publicReads()) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(response.headers.get("etag"), path).toMatch(/^"[0-9a-f]+"$/);
      expect(response.headers.get("vary"), path).toContain("Cookie");
    }
  });

  it("given the ETag again, answers 304 without a body, keeping the caching, CORS and request id headers", async () => {
    for (const path of publicReads()) {
      const first = await ctx.app.request(path);
      const tag = first.headers.get("etag") ?? "";
      const again = await ctx.app.request(path, {
        headers: { "If-None-Match": tag, Origin: "https://restaurant.example" },
      });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("etag"), path).toBe(tag);
      expect(again.headers.get("cache-control"), path).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(again.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(again.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.headers.get("x-frame-options"), path).toBeNull();
      // Another tag: the whole answer.
      const changed = await ctx.app.request(path, { headers: { "If-None-Match": '"anders"' } });
      expect(changed.status, path).toBe(200);
    }
  });

  it("given an answer kept in memory, it carries the same ETag as the first, computed one, and matches it", async () => {
    for (const path of publicReads()) {
      const tags = [];
      // The first read starts listening to the restaurant, the second is kept, the third comes from memory.
      for (let read = 0; read < 3; read += 1) tags.push((await ctx.app.request(path)).headers.get("etag"));
      expect(new Set(tags).size, path).toBe(1);
      expect(ctx.app.deps.publicAnswers.size).toBeGreaterThan(0);
      const kept = await ctx.app.request(path, { headers: { "If-None-Match": tags[0] ?? "" } });
      expect(kept.status, path).toBe(304);
    }
  });

  it("given a compressed answer, its ETag is weak and still matches", async () => {
    const path = `/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`;
    const gzip = { "Accept-Encoding": "gzip" };
    const response = await ctx.app.request(path, { headers: gzip });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toMatchObject({
      success: true,
    });
    const tag = response.headers.get("etag") ?? "";
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await ctx.app.request(path, { headers: { ...gzip, "If-None-Match": tag } });
    expect(again.status).toBe(304);
  });

  it("given a signed-in caller, the answer (which may show more) is stored nowhere", async () => {
    for (const path of publicReads()) {
      const response = await ctx.app.request(path, { headers: { Cookie: cookieOf(owner) } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("vary"), path).toContain("Cookie");
    }
  });

  it("given an unknown restaurant or a bad date, the refusal is stored nowhere", async () => {
    for (const path of [
      "/api/restaurants/unbekannt",
      `/api/simple-timeslots/${cast.restaurant.id}/kein-datum/2`,
    ]) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("etag"), path).toBeNull();
    }
  });

  it("given another API read or a write, keeps the API's no-store", async () => {
    const list = await owner.get(`/api/tables/restaurant/${cast.restaurant.id}`);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.headers.get("etag")).toBeNull();
    const saved = await owner.put(`/api/restaurants/${cast.restaurant.id}`, { name: "Neu" });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("no-store");
  });
});
