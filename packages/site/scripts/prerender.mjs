// Third build step: renders every page of the site to HTML with the prerender build
// (`vite build --ssr src/entry-server.tsx`) and writes it into the client build in `dist/` with the
// stylesheet inlined, together with `sitemap.xml` and `robots.txt`. The partner section is rendered in its
// loading state (the browser asks for the live list), so no partner name is ever baked into the page.
// Stops when the operator's data (SITE_CONFIG, or the demo operator) is incomplete or malformed, and
// records which SITE_CONFIG it was built with (scripts/start.mjs rebuilds when that changes).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { precompressFiles } from "../../../scripts/precompress.mjs";
import { siteConfigStamp, siteConfigStampPath } from "../../../scripts/site-config-stamp.mjs";

const siteDir = new URL("..", import.meta.url).pathname;
const distDir = join(siteDir, "dist");
const serverDir = join(siteDir, "node_modules/.prerender");
const server = await import(join(serverDir, "entry-server.js"));

/** The self-hosted Latin font file, preloaded so that the first paint uses it. */
function latinFont() {
  const file = readdirSync(join(distDir, "assets")).find((name) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(name),
  );
  return file ? `/assets/${file}` : undefined;
}

/**
 * The stylesheet as a `<style>` block instead of a `<link>`: one render-blocking request less before the
 * first paint on a slow connection (the CSP allows inline styles). The file stays in `dist/assets/`.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, asset) => {
    const css = readFileSync(join(distDir, asset), "utf8");
    if (/<\/style/i.test(css)) throw new Error(`${asset} enthält </style> und kann nicht eingebettet werden`);
    return `<style>${css}</style>`;
  });
}

function replaceBetween(html, start, end, content) {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`Platzhalter ${start} fehlt`);
  return html.slice(0, from) + content + html.slice(to + end.length);
}

// The operator's details must be complete before any page with an Impressum link is written.
try {
  server.assertSiteConfig(server.siteConfig);
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
const stamp = siteConfigStamp();
console.log(`▸ Betreiberangaben: ${stamp.file ?? "Beispieldaten (SITE_CONFIG nicht gesetzt)"}`);

const fontPreload = latinFont();
const written = [];
for (const page of server.sitePages) {
  const file = join(distDir, page.file);
  const rendered = server.renderPage(page, { fontPreload });
  let html = readFileSync(file, "utf8");
  html = replaceBetween(html, "<!--app-head-->", "<!--/app-head-->", rendered.head);
  html = html.replace("<!--app-html-->", () => rendered.body);
  html = inlineStylesheets(html);
  writeFileSync(file, html);
  written.push(file);
  console.log(`▸ ${page.path} → dist/${page.file}`);
}
writeFileSync(join(distDir, "sitemap.xml"), server.renderSitemap(server.sitePages));
writeFileSync(join(distDir, "robots.txt"), server.renderRobots());
// The pages were precompressed by the client build before they were rendered here: anew, with the rest.
await precompressFiles([...written, join(distDir, "sitemap.xml"), join(distDir, "robots.txt")]);
rmSync(serverDir, { recursive: true, force: true });
mkdirSync(dirname(siteConfigStampPath(siteDir)), { recursive: true });
writeFileSync(siteConfigStampPath(siteDir), JSON.stringify(stamp));
