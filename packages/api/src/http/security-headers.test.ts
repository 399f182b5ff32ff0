import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext({ publicOrigin: "https://tischservice.example" });
let cast: Cast;
beforeAll(async () => {
  cast = await seedCast(ctx.db);
});

/** An answer's headers without what differs per answer. */
const headersOf = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(([name]) => !["x-request-id", "etag", "content-length"].includes(name)),
  );

describe("headers of every answer", () => {
  it("given an API answer over https, sends the data's security headers, HSTS, no-store and Vary", async () => {
    const response = await ctx.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(headersOf(response)).toEqual({
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "content-type": "application/json",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
  });

  it("given the widget's public read, adds its CORS header and the public caching, nothing of a document", async () => {
    const response = await ctx.app.request(`/api/restaurants/${cast.restaurant.id}`, {
      headers: { Origin: "https://restaurant.example" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-frame-options")).toBeNull();
  });

  it("given a page, sends the document's security headers", async () => {
    const response = await ctx.app.request("/api/docs");
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), payment=()",
    );
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    // Nothing this server never sent before.
    for (const name of ["cross-origin-embedder-policy", "origin-agent-cluster", "x-xss-protection"])
      expect(response.headers.get(name), name).toBeNull();
  });

  it("given a refusal, still sends the security headers, no-store and the request id", async () => {
    const response = await ctx.app.request("/api/users/me");
    expect(response.status).toBe(401);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("given a widget call that is refused, the widget may still read why", async () => {
    const response = await ctx.app.request("/api/restaurants/unbekannt", {
      headers: { Origin: "https://restaurant.example" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("given a staff call from another site, sends no CORS header", async () => {
    const response = await ctx.app.request("/api/users/me", { headers: { Origin: "https://fremd.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("request ids", () => {
  it("given requests, gives each its own id; one set by a proxy in front is kept, a malformed one replaced", async () => {
    const first = (await ctx.app.request("/api/health")).headers.get("x-request-id");
    const second = (await ctx.app.request("/api/health")).headers.get("x-request-id");
    expect(first).not.toBe(second);
    const proxied = await ctx.app.request("/api/health", { headers: { "X-Request-Id": "proxy-42" } });
    expect(proxied.headers.get("x-request-id")).toBe("proxy-42");
    for (const sent of ["a b", "x".repeat(65), 'evil"\\n']) {
      const replaced = await ctx.app.request("/api/health", { headers: { "X-Request-Id": sent } });
      expect(replaced.headers.get("x-request-id"), sent).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("body limits", () => {
  it("given a JSON body over 1 MB, answers 413 in German with the security headers", async () => {
    const response = await ctx.app.request("/api/users/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.de", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: expect.any(String) });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
