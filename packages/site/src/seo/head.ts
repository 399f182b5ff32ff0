import { siteTexts } from "@tischservice/core/texts";
import { siteConfig } from "../site-config.ts";
import { ogImage } from "./og-image.ts";
import type { SitePage } from "./pages.ts";
import { organizationData, plansData } from "./structured-data.ts";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

export interface HeadOptions {
  /** The self-hosted font file to preload (`/assets/inter-latin-....woff2`). */
  fontPreload?: string | undefined;
}

/** The page's `<head>` entries: title, description, canonical URL, Open Graph, structured data. */
export function renderHead(page: SitePage, options: HeadOptions = {}): string {
  const url = `${siteConfig.origin}${page.path}`;
  const tags = [
    `<title>${escapeAttribute(page.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(siteTexts.brand)}" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(page.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:image" content="${escapeAttribute(`${siteConfig.origin}${ogImage.path}`)}" />`,
    `<meta property="og:image:type" content="${ogImage.type}" />`,
    `<meta property="og:image:width" content="${ogImage.width}" />`,
    `<meta property="og:image:height" content="${ogImage.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttribute(ogImage.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image:alt" content="${escapeAttribute(ogImage.alt)}" />`,
  ];
  if (options.fontPreload) {
    tags.push(
      `<link rel="preload" href="${escapeAttribute(options.fontPreload)}" as="font" type="font/woff2" crossorigin />`,
    );
  }
  tags.push(jsonLd(organizationData()));
  if (page.id === "landing") tags.push(jsonLd(plansData()));
  if (siteConfig.analytics) {
    // Inert until the visitor agrees to analytics (see consent/apply-consent.ts).
    tags.push(
      `<script type="text/plain" data-consent="analytics" data-src="${escapeAttribute(siteConfig.analytics.src)}"></script>`,
    );
  }
  return tags.join("\n    ");
}

/** `sitemap.xml` with every page. */
export function renderSitemap(pages: readonly SitePage[]): string {
  const urls = pages
    .map(
      (page) =>
        `  <url>\n    <loc>${siteConfig.origin}${page.path}</loc>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `robots.txt`: everything public may be indexed; the app and the API may not. */
export function renderRobots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`;
}
