import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";

describe("createApp", () => {
  it("given GET /port-info.json, answers with the configured port", async () => {
    const response = await createApp({ port: 4321 }).request("/port-info.json");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ port: 4321 });
  });

  it("given GET /api/health, answers ok", async () => {
    const response = await createApp({ port: 3001 }).request("/api/health");
    expect(await response.json()).toEqual({ ok: true });
  });
});
