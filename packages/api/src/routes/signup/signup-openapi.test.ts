import { describe, expect, it } from "vitest";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();

type Paths = Record<string, Record<string, { responses: Record<string, unknown> }>>;

describe("OpenAPI of sign-up and onboarding", () => {
  it("given the generated document, lists every route with each status it answers", async () => {
    const response = await ctx.client().get<{ paths: Paths }>("/api/openapi.json");
    const statuses = (path: string, method: string) =>
      Object.keys(response.body.paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses("/api/signup/restaurant", "post")).toEqual(["201", "400", "403", "429"]);
    expect(statuses("/api/signup/guest", "post")).toEqual(["201", "400", "403", "429"]);
    expect(statuses("/api/signup/verify", "post")).toEqual(["200", "400", "403", "409", "410"]);
    expect(statuses("/api/signup/resend", "post")).toEqual(["200", "400", "403", "429"]);
    expect(statuses("/api/onboarding/{restaurantId}", "get")).toEqual(["200", "400", "401", "403", "404"]);
    expect(statuses("/api/onboarding/{restaurantId}", "put")).toEqual(["200", "400", "401", "403", "404"]);
    expect(statuses("/api/users/login", "post")).toContain("403");
  });
});
