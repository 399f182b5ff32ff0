import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestContext } from "../test/test-context.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

const root = await mkdtemp(join(tmpdir(), "ts-static-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const roots = {
  site: join(root, "site"),
  dashboard: join(root, "dashboard"),
  widgetDir: join(root, "widget"),
};
const script = `console.log(${JSON.stringify("x".repeat(3000))});`;
const page = `<!doctype html><title>Dashboard</title>${"<p>Tisch</p>".repeat(200)}`;
await mkdir(join(roots.dashboard, "assets"), { recursive: true });
await mkdir(roots.site, { recursive: true });
await writeFile(join(roots.site, "index.html"), "<!doctype html><title>Site</title>");
await writeFile(join(roots.site, "robots.txt"), "User-agent: *\n");
// The site's prerendered pages below the root, each in a folder of its own (packages/site/scripts/prerender.mjs).
for (const [folder, title] of [
  ["impressum", "Impressum"],
  ["restaurants", "Partner-Restaurants"],
] as const) {
  await mkdir(join(roots.site, folder), { recursive: true });
  await writeFile(join(roots.site, folder, "index.html"), `<!doctype html><title>${title}</title>`);
}
await writeFile(join(roots.dashboard, "index.html"), page);
await writeFile(join(roots.dashboard, "sw.js"), "self.addEventListener('fetch', () => {});");
await writeFile(join(roots.dashboard, "manifest.webmanifest"), '{"name":"Tischservice"}');
await writeFile(join(roots.dashboard, "apple-touch-icon.png"), "png");
await writeFile(join(roots.dashboard, "assets", "index-Ab12Cd34.js"), script);
// The copies the build writes beside its files (scripts/precompress.mjs).
for (const file of [
  join(roots.dashboard, "assets", "index-Ab12Cd34.js"),
  join(roots.dashboard, "index.html"),
]) {
  const source = file.endsWith(".js") ? script : page;
  await writeFile(`${file}.br`, brotliCompressSync(source));
  await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
}
await writeFile(join(root, "geheim.txt"), "geheim");

const ctx = await setupTestContext({ staticRoots: roots });
const asking = (encodings: string) => ({ headers: { "Accept-Encoding": encodings } });

describe("static files", () => {
  it("given /app, redirects once to /app/, and /app/ itself serves the dashboard without a redirect", async () => {
    const bare = await ctx.app.request("/app");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/app/");
    const withSlash = await ctx.client().get("/app/");
    expect(withSlash.status).toBe(200);
    expect(withSlash.text).toContain("Dashboard");
  });

  it("given the site and the dashboard, serves them; unknown dashboard paths fall back to its index.html, under the page's policy", async () => {
    const site = await ctx.client().get("/");
    expect(site.text).toContain("Site");
    expect(site.headers.get("content-security-policy")).toBe(contentSecurityPolicy("/"));
    const deep = await ctx.client().get("/app/reservations/2026-05-12");
    expect(deep.status).toBe(200);
    expect(deep.text).toContain("Dashboard");
    expect(deep.headers.get("content-type")).toMatch(/^text\/html/);
    expect(deep.headers.get("cache-control")).toBe("no-cache");
    expect(deep.headers.get("x-content-type-options")).toBe("nosniff");
    expect(deep.headers.get("content-security-policy")).toBe(contentSecurityPolicy("/app/"));
  });

  it("given the site's pages in folders, serves /impressum and /restaurants as pages, and /api/restaurants stays the API", async () => {
    for (const [path, title] of [
      ["/impressum", "Impressum"],
      ["/restaurants", "Partner-Restaurants"],
      ["/restaurants/", "Partner-Restaurants"],
      ["/restaurants?q=M%C3%BCnchen", "Partner-Restaurants"],
    ] as const) {
      const response = await ctx.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain(`<title>${title}</title>`);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("content-security-policy"), path).toBe(contentSecurityPolicy(path));
    }
    const api = await ctx.client().get("/api/restaurants?limit=24");
    expect(api.status).toBe(200);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("given each kind of file, sends the Cache-Control of its kind", async () => {
    const expected: Array<[path: string, cacheControl: string]> = [
      ["/app/assets/index-Ab12Cd34.js", "public, max-age=31536000, immutable"],
      ["/app/", "no-cache"],
      ["/app/index.html", "no-cache"],
      ["/", "no-cache"],
      ["/app/sw.js", "public, max-age=3600"],
      ["/app/manifest.webmanifest", "public, max-age=3600"],
      // A fixed name with a dash, not a content hash.
      ["/app/apple-touch-icon.png", "public, max-age=3600"],
      ["/robots.txt", "public, max-age=3600"],
    ];
    for (const [path, cacheControl] of expected) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(cacheControl);
    }
    expect((await ctx.app.request("/app/sw.js")).headers.get("content-type")).toMatch(/^text\/javascript/);
    expect((await ctx.app.request("/app/manifest.webmanifest")).headers.get("content-type")).toMatch(
      /^application\/manifest\+json/,
    );
  });

  it("given a file with precompressed copies, sends the brotli or gzip copy the client accepts, with its length and Vary", async () => {
    for (const path of ["/app/assets/index-Ab12Cd34.js", "/app/", "/app/reservations/2026-05-12"]) {
      const source = path.endsWith(".js") ? script : page;
      const br = await ctx.app.request(path, asking("gzip, deflate, br, zstd"));
      expect(br.status, path).toBe(200);
      expect(br.headers.get("content-encoding"), path).toBe("br");
      expect(br.headers.get("vary"), path).toBe("Accept-Encoding");
      const brBody = Buffer.from(await br.arrayBuffer());
      expect(br.headers.get("content-length"), path).toBe(String(brBody.byteLength));
      expect(brotliDecompressSync(brBody).toString(), path).toBe(source);

      const gz = await ctx.app.request(path, asking("gzip"));
      expect(gz.headers.get("content-encoding"), path).toBe("gzip");
      expect(gz.headers.get("vary"), path).toBe("Accept-Encoding");
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), path).toBe(source);
      expect(gz.headers.get("etag"), path).not.toBe(br.headers.get("etag"));
    }
    // Without an accepted encoding: the file as it is, still varying by the request's encodings.
    const plain = await ctx.app.request("/app/assets/index-Ab12Cd34.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(script);
  });

  it("given a HEAD request, sends the headers and the length without a body", async () => {
    const head = await ctx.app.request("/app/assets/index-Ab12Cd34.js", { method: "HEAD", ...asking("br") });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await head.text()).toBe("");
  });

  it("given the ETag of what it has, answers 304 with the caching headers and without a body", async () => {
    const first = await ctx.app.request("/app/", asking("br"));
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await ctx.app.request("/app/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": tag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(again.headers.get("etag")).toBe(tag);
    expect(await again.text()).toBe("");
    // Another encoding is another representation: sent in full.
    const other = await ctx.app.request("/app/", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": tag ?? "" },
    });
    expect(other.status).toBe(200);
  });

  it("given a file changed on disk after it was served, serves the new content", async () => {
    const file = join(roots.widgetDir, "widget.js");
    await mkdir(roots.widgetDir, { recursive: true });
    await writeFile(file, "/* erste Fassung */");
    const before = await ctx.app.request("/widget.js");
    expect(await before.text()).toBe("/* erste Fassung */");
    await writeFile(file, "/* zweite Fassung, länger */");
    // A later modification time, as a new build gives it.
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const after = await ctx.app.request("/widget.js", {
      headers: { "If-None-Match": before.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe("/* zweite Fassung, länger */");
    await rm(file);
    expect((await ctx.app.request("/widget.js")).status).toBe(404);
  });

  it("given a path that leaves the root or a missing file, answers 404", async () => {
    for (const path of [
      "/app/assets/..%2F..%2F..%2Fgeheim.txt",
      "/app/assets/%2E%2E/%2E%2E/%2E%2E/geheim.txt",
      "/app/assets/fehlt.js",
      "/fehlt.css",
    ]) {
      const response = await ctx.client().get(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain("geheim");
    }
  });

  it("given no widget build yet, /widget.js answers 404; once built, it is served to other sites for five minutes", async () => {
    expect((await ctx.client().get("/widget.js")).status).toBe(404);
    await mkdir(roots.widgetDir, { recursive: true });
    await writeFile(join(roots.widgetDir, "widget.js"), "/* widget */");
    const response = await ctx.client().get("/widget.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const revalidated = await ctx.app.request("/widget.js", {
      headers: { "If-None-Match": response.headers.get("etag") ?? "", Origin: "https://restaurant.example" },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("access-control-allow-origin")).toBe("*");
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

  it("given the widget's demo page, redirects /widget to /widget/ and serves it under its own policy", async () => {
    await writeFile(join(roots.widgetDir, "index.html"), "<!doctype html><title>Widget-Demo</title>");
    const bare = await ctx.app.request("/widget");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/widget/");
    const demo = await ctx.app.request("/widget/");
    expect(await demo.text()).toContain("Widget-Demo");
    expect(demo.headers.get("cache-control")).toBe("no-cache");
    expect(demo.headers.get("content-security-policy")).toBe(contentSecurityPolicy("/widget/"));
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
