import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, PASSWORD, seedCast } from "../test/fixtures.ts";
import type { TestClient } from "../test/test-client.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext();
let cast: Cast;
let ownerClient: TestClient;

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  ownerClient = await ctx.as("owner", cast);
});

/**
 * Answers without personal data that set their own caching: uploaded pictures (immutable) and the booking
 * page's QR codes (only its public address; kept privately and revalidated by their ETag).
 */
const ownCaching = new Set([
  "/api/uploads/{id}",
  "/api/restaurants/{restaurantId}/booking-page-qr.svg",
  "/api/restaurants/{restaurantId}/booking-page-qr.png",
]);

/** A value for each path parameter: the owner's own ids where the route reads them. */
function fill(path: string): string {
  const values: Record<string, string> = {
    restaurantId: cast.restaurant.id,
    userId: cast.owner.id,
    email: cast.owner.email,
    date: "2026-05-13",
    guests: "2",
  };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? cast.owner.id));
}

/** Sends a GET as the signed-in owner and gives its Cache-Control (streams are not read to the end). */
async function cacheControlOf(path: string): Promise<string | null> {
  const cookie = [...ownerClient.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await ctx.app.request(path, { headers: { Cookie: cookie } });
  await response.body?.cancel();
  return response.headers.get("cache-control");
}

describe("Cache-Control on API answers", () => {
  it("given every GET route of the API as a signed-in owner, each answer says no-store (public uploads aside)", async () => {
    const spec = (
      await ctx.client().get<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json")
    ).body;
    const getPaths = Object.entries(spec.paths)
      .filter(([, operations]) => "get" in operations)
      .map(([path]) => path);
    expect(getPaths).toContain("/api/users/me");
    const answers: Record<string, string | null> = {};
    for (const path of getPaths) {
      if (!ownCaching.has(path)) answers[path] = await cacheControlOf(fill(path));
    }
    const expected = Object.fromEntries(Object.keys(answers).map((path) => [path, "no-store"]));
    expect(answers).toEqual(expected);
  });

  it("given a sign-in, a refusal and an unknown API path, each answer says no-store", async () => {
    const login = await ctx
      .client()
      .post("/api/users/login", { email: cast.owner.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const refused = await ctx.client().get("/api/users/me");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const unknown = await ctx.client().get("/api/gibt-es-nicht");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });
});
