import { describe, expect, it } from "vitest";
import { expectExactAnswer } from "../test/expect-answer.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext({ port: 4321 });

describe("createApp", () => {
  it("given GET /port-info.json, answers with the configured port", async () => {
    const response = await ctx.client().get("/port-info.json");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ port: 4321 });
  });

  it("given GET /api/health, answers ok with the database kind", async () => {
    const response = await ctx.client().get("/api/health");
    expect(response.body).toEqual({ ok: true, db: ctx.dbKind });
  });

  it("given an unknown API path, answers 404 in German as JSON", async () => {
    const response = await ctx.client().get("/api/gibt-es-nicht");
    expectExactAnswer(response, 404, {
      success: false,
      code: "not_found",
      message: "Die angeforderte Ressource wurde nicht gefunden.",
    });
  });

  it("given GET /api/openapi.json, describes the API as OpenAPI 3.1", async () => {
    const response = await ctx
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    expect(Object.keys(response.body.paths)).toContain("/api/users/login");
  });

  it("given the OpenAPI document, lists the restaurant-scoped paths and the older ones they stand beside", async () => {
    const paths = (
      await ctx.client().get<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json")
    ).body.paths;
    expect(Object.keys(paths["/api/restaurants/{restaurantId}/tables"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/api/tables/{userId}"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/api/tables/restaurant/{restaurantId}"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/api/restaurants/{restaurantId}/enquiries"] ?? {})).toEqual(["post"]);
    expect(Object.keys(paths["/api/enquiries/{restaurantId}"] ?? {})).toEqual(["post"]);
    expect(Object.keys(paths["/api/restaurants/{restaurantId}/waitlist"] ?? {})).toEqual(["post"]);
    expect(Object.keys(paths["/api/waitlist/{restaurantId}"] ?? {})).toEqual(["post"]);
    // One name for the restaurant's id at this place, whatever the method.
    expect(Object.keys(paths["/api/restaurants/{restaurantId}"] ?? {}).sort()).toEqual(["get", "put"]);
    expect(paths["/api/restaurants/{id}"]).toBeUndefined();
  });

  it("given GET /api/docs, serves a page that loads nothing from other hosts", async () => {
    const response = await ctx.client().get("/api/docs");
    expect(response.status).toBe(200);
    expect(response.text).toContain("Tischservice API");
    expect(response.text).not.toMatch(/https?:\/\//);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
