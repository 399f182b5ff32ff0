import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { seedBookingPages } from "../test/booking-page-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ORIGIN = "https://tisch.example";
const ctx = await setupTestContext({ publicOrigin: ORIGIN });
let seeded: Awaited<ReturnType<typeof seedBookingPages>>;
beforeAll(async () => {
  seeded = await seedBookingPages(ctx.db);
});

const pageUrl = (slug: string) => `${ORIGIN}/r/${slug}`;

/** A built site with its own sitemap and robots.txt, as the site's prerender writes them. */
async function builtSite() {
  const dir = await mkdtemp(join(tmpdir(), "booking-page-site-"));
  await writeFile(
    join(dir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>\n    <loc>${ORIGIN}/impressum</loc>\n  </url>\n</urlset>\n`,
  );
  await writeFile(
    join(dir, "robots.txt"),
    "User-agent: *\nAllow: /\nDisallow: /app/\n\nSitemap: https://anders.example/sitemap.xml\n",
  );
  return dir;
}

describe("sitemap.xml", () => {
  it("given restaurants, lists the listed ones' pages only, with the site's main pages", async () => {
    const response = await ctx.app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${pageUrl(seeded.listed.slug)}</loc>`);
    for (const unseen of [seeded.hidden, seeded.demo, seeded.unconfirmed]) {
      expect(xml, unseen.name).not.toContain(pageUrl(unseen.slug));
    }
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("cache-control")).toContain("stale-while-revalidate");
  });

  it("given a built site, adds the booking pages to the site's own sitemap", async () => {
    const site = await builtSite();
    const app = ctx.build({ staticRoots: { site, dashboard: site, widgetDir: site } });
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/impressum</loc>`);
    expect(xml).toContain(`<loc>${pageUrl(seeded.listed.slug)}</loc>`);
    expect(xml.match(/<urlset/g)).toHaveLength(1);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("robots.txt", () => {
  it("given no built site, names this server's sitemap and keeps the app and the API out", async () => {
    const text = await (await ctx.app.request("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
  });

  it("given a built site, keeps its rules and names only this server's sitemap", async () => {
    const site = await builtSite();
    const app = ctx.build({ staticRoots: { site, dashboard: site, widgetDir: site } });
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /app/");
    expect(text.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });
});
