import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestContext } from "../test/test-context.ts";

const root = await mkdtemp(join(tmpdir(), "ts-static-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const roots = {
  site: join(root, "site"),
  dashboard: join(root, "dashboard"),
  widgetDir: join(root, "widget"),
};
await mkdir(join(roots.dashboard, "assets"), { recursive: true });
await mkdir(roots.site, { recursive: true });
await writeFile(join(roots.site, "index.html"), "<!doctype html><title>Site</title>");
await writeFile(join(roots.dashboard, "index.html"), "<!doctype html><title>Dashboard</title>");
await writeFile(
  join(roots.dashboard, "assets", "index-Ab12Cd34.js"),
  `console.log(${JSON.stringify("x".repeat(3000))});`,
);
await writeFile(join(root, "geheim.txt"), "geheim");

const ctx = await setupTestContext({ staticRoots: roots });

describe("static files", () => {
  it("given /app, redirects once to /app/, and /app/ itself serves the dashboard without a redirect", async () => {
    const bare = await ctx.app.request("/app");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/app/");
    const withSlash = await ctx.client().get("/app/");
    expect(withSlash.status).toBe(200);
    expect(withSlash.text).toContain("Dashboard");
  });

  it("given the site and the dashboard, serves them; unknown dashboard paths fall back to its index.html", async () => {
    expect((await ctx.client().get("/")).text).toContain("Site");
    const deep = await ctx.client().get("/app/reservations/2026-05-12");
    expect(deep.status).toBe(200);
    expect(deep.text).toContain("Dashboard");
    expect(deep.headers.get("cache-control")).toBe("no-cache");
    expect(deep.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("given a hashed asset, caches it for a year and compresses it", async () => {
    const response = await ctx.app.request("/app/assets/index-Ab12Cd34.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("given a text file asked for with gzip, sends its best gzip form, the same bytes each time, with its length and Vary", async () => {
    const source = `console.log(${JSON.stringify("x".repeat(3000))});`;
    const bodies: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.request("/app/assets/index-Ab12Cd34.js", {
        headers: { "Accept-Encoding": "gzip, deflate, br" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-length")).toBe(String(body.byteLength));
      expect(gunzipSync(body).toString()).toBe(source);
      bodies.push(body);
    }
    expect(bodies[1]).toEqual(bodies[0]);
    // Without gzip: the file as it is.
    const plain = await ctx.app.request("/app/assets/index-Ab12Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it("given a file changed on disk after it was served, serves the new content, compressed or not", async () => {
    const file = join(roots.widgetDir, "widget.js");
    await mkdir(roots.widgetDir, { recursive: true });
    const first = `/* erste Fassung */ ${"a".repeat(2000)}`;
    const second = `/* zweite Fassung, länger */ ${"b".repeat(3000)}`;
    await writeFile(file, first);
    const gzip = { headers: { "Accept-Encoding": "gzip" } };
    const before = await ctx.app.request("/widget.js", gzip);
    expect(gunzipSync(Buffer.from(await before.arrayBuffer())).toString()).toBe(first);
    await writeFile(file, second);
    // A later modification time, as a new build gives it.
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const after = await ctx.app.request("/widget.js", gzip);
    expect(gunzipSync(Buffer.from(await after.arrayBuffer())).toString()).toBe(second);
    expect(await (await ctx.app.request("/widget.js")).text()).toBe(second);
    await rm(file);
    expect((await ctx.app.request("/widget.js")).status).toBe(404);
  });

  it("given a text file below the compression threshold, sends it as it is", async () => {
    const response = await ctx.app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toContain("<title>Site</title>");
  });

  it("given a path that leaves the root or a missing file, answers 404", async () => {
    expect((await ctx.client().get("/app/assets/..%2F..%2F..%2Fgeheim.txt")).text).not.toContain("geheim");
    expect((await ctx.client().get("/app/assets/fehlt.js")).status).toBe(404);
  });

  it("given no widget build yet, /widget.js answers 404; once built, it is served to other sites", async () => {
    expect((await ctx.client().get("/widget.js")).status).toBe(404);
    await mkdir(roots.widgetDir, { recursive: true });
    await writeFile(join(roots.widgetDir, "widget.js"), "/* widget */");
    const response = await ctx.client().get("/widget.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("given the widget's module chunks, serves them to other sites for good; unknown names and traversal answer 404", async () => {
    const folder = join(roots.widgetDir, "widget", "chunks", "Ab12Cd34Ef");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "widget.js"), "export const start = () => {};");
    await writeFile(join(roots.widgetDir, "geheim.js"), "geheim");
    const response = await ctx.client().get("/widget/chunks/Ab12Cd34Ef/widget.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.text).toContain("export const start");
    for (const path of [
      "/widget/chunks/Ab12Cd34Ef/fehlt.js",
      "/widget/chunks/Nirgends00/widget.js",
      "/widget/chunks/Ab12Cd34Ef/..%2F..%2F..%2Fgeheim.js",
      "/widget/chunks/..%2F..%2Fgeheim.js",
      "/widget/chunks/Ab12Cd34Ef/%2E%2E/%2E%2E/%2E%2E/geheim.js",
      "/widget/chunks/Ab12Cd34Ef/widget.js.map",
    ]) {
      const answer = await ctx.client().get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain("geheim");
    }
  });
});

describe("request logs", () => {
  it("given requests with tokens and e-mails, logs method, path, status and duration without them", async () => {
    await ctx.client().get("/api/users/validate-reset-token/GEHEIMESTOKEN123");
    await ctx.client().post("/api/users/login", { email: "jemand@beispiel.de", password: "Passwort123" });
    await ctx.client().get("/api/restaurants/owner/jemand%40beispiel.de?token=abc");
    const text = JSON.stringify(ctx.logger.entries);
    expect(text).not.toMatch(/GEHEIMESTOKEN123|jemand|Passwort123|token=abc/);
    expect(ctx.logger.entries).toContainEqual(
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path: "/api/users/validate-reset-token/:token",
        status: 400,
        durationMs: expect.any(Number),
      }),
    );
  });
});
