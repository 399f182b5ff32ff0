import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext();
let cast: Cast;
beforeAll(async () => {
  cast = await seedCast(ctx.db);
});
beforeEach(() => {
  ctx.logger.entries.length = 0;
});

const requestLines = () => ctx.logger.entries.filter((entry) => entry.msg === "request");

describe("request log", () => {
  it("given a request, logs one line with its id, method, path, status and duration", async () => {
    const response = await ctx.app.request("/api/health");
    expect(requestLines()).toEqual([
      {
        level: "info",
        msg: "request",
        requestId: response.headers.get("x-request-id"),
        method: "GET",
        path: "/api/health",
        status: 200,
        durationMs: expect.any(Number),
      },
    ]);
  });

  it("given a signed-in caller, adds the role; given a refusal, logs its status", async () => {
    const owner = await ctx.as("owner", cast);
    await owner.get("/api/users/me");
    await ctx.client().get("/api/users/me");
    expect(requestLines().map(({ path, status, role }) => ({ path, status, role }))).toContainEqual({
      path: "/api/users/me",
      status: 200,
      role: "Gastro",
    });
    expect(requestLines().at(-1)).toMatchObject({ path: "/api/users/me", status: 401 });
    expect(requestLines().at(-1)).not.toHaveProperty("role");
  });

  it("given tokens and e-mail addresses in the path or query, logs the path without them", async () => {
    await ctx.client().get("/api/users/validate-reset-token/GEHEIMESTOKEN123");
    await ctx.client().get("/api/restaurants/owner/jemand%40beispiel.de?token=abc");
    await ctx.client().get("/api/reservations/user/jemand@beispiel.de");
    const text = JSON.stringify(ctx.logger.entries);
    expect(text).not.toMatch(/GEHEIMESTOKEN123|jemand|token=abc/);
    expect(requestLines().map((line) => line.path)).toEqual([
      "/api/users/validate-reset-token/:token",
      "/api/restaurants/owner/:email",
      "/api/reservations/user/:email",
    ]);
  });

  it("given a sign-in, logs neither the password nor the cookie", async () => {
    await ctx.client().post("/api/users/login", { email: cast.owner.email, password: "Passwort123" });
    const text = JSON.stringify(ctx.logger.entries);
    expect(text).not.toMatch(/Passwort123|ts_session/);
    expect(requestLines()).toHaveLength(1);
  });
});
