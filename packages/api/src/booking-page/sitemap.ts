import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { restaurants } from "../db/schema/index.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { inPartnerList } from "../restaurants/owner-standing.ts";
import { bookingPagePath } from "./load-booking-page.ts";

/** The site's own pages when its build (which writes the site's sitemap) is not served. */
const sitePaths = ["/", "/restaurants"];

const readOptional = (file: string) => readFile(file, "utf8").catch(() => null);

/**
 * The booking pages search engines may index: listed restaurants of owners in good standing, no demo
 * restaurant (the same rule as the pages' `noindex`), with their last change.
 */
async function indexablePages(db: Db) {
  return db
    .select({ slug: restaurants.slug, updatedAt: restaurants.updatedAt })
    .from(restaurants)
    .where(and(inPartnerList(db), eq(restaurants.isDemo, false)))
    .orderBy(asc(restaurants.slug));
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url>\n    <loc>${escapeHtml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>\n` : ""}  </url>`;

/**
 * `sitemap.xml`: the site's sitemap from its build with every indexable booking page added, or, without
 * a built site, the site's main pages and the booking pages.
 */
export async function renderSitemap(db: Db, publicOrigin: string, siteRoot?: string): Promise<string> {
  const pages = await indexablePages(db);
  const entries = pages.map((page) =>
    urlEntry(`${publicOrigin}${bookingPagePath(page.slug)}`, page.updatedAt),
  );
  const built = siteRoot ? await readOptional(join(siteRoot, "sitemap.xml")) : null;
  const end = built?.lastIndexOf("</urlset>") ?? -1;
  if (built && end >= 0) {
    return `${built.slice(0, end).trimEnd()}\n${entries.map((entry) => `${entry}\n`).join("")}</urlset>\n`;
  }
  const own = sitePaths.map((path) => urlEntry(`${publicOrigin}${path}`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...own, ...entries].join("\n")}\n</urlset>\n`;
}

const defaultRobots = "User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /api/\n";

/**
 * `robots.txt`: the site's rules from its build (or the same rules without one), naming the sitemap this
 * server answers, under the public origin.
 */
export async function renderRobots(publicOrigin: string, siteRoot?: string): Promise<string> {
  const built = siteRoot ? await readOptional(join(siteRoot, "robots.txt")) : null;
  const rules = (built ?? defaultRobots)
    .split("\n")
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join("\n")
    .trimEnd();
  return `${rules}\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
}
