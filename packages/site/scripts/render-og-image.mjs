// Draws the Open Graph image `public/og-image.png` (1200 × 630): the brand mark, the name, the hero's
// headline and subline, in the self-hosted Inter. The PNG is committed; run this again after changing the
// brand or the hero texts: `node packages/site/scripts/render-og-image.mjs` (needs Debian's chromium,
// CHROMIUM_PATH overrides). The texts come from the built core package (`pnpm --filter @tischservice/core build`).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { chromiumExecutablePath } from "../../../e2e/chromium-launch.mjs";

const siteDir = new URL("..", import.meta.url).pathname;
const requireFromUi = createRequire(new URL("../../ui/package.json", import.meta.url));
const font = readFileSync(
  requireFromUi.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const requireFromSite = createRequire(new URL("../package.json", import.meta.url));
const { siteTexts } = await import(requireFromSite.resolve("@tischservice/core/texts"));
/** As in src/seo/og-image.ts (a test checks the committed file against it). */
const ogImage = { path: "/og-image.png", width: 1200, height: 630 };

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${ogImage.width}px; height: ${ogImage.height}px; font-family: Inter, sans-serif; color: #fafaf9;
  background: radial-gradient(circle at 88% 18%, #5b4712 0, transparent 42%), #1c1917; overflow: hidden; }
main { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 700; letter-spacing: -0.02em; }
.brand svg { width: 88px; height: 88px; }
h1 { margin-top: auto; max-width: 900px; font-size: 68px; line-height: 1.08; font-weight: 800; letter-spacing: -0.03em; }
p { margin-top: 28px; max-width: 860px; font-size: 30px; line-height: 1.35; color: #d6d3d1; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: #d4a72c; }
.plate { position: absolute; right: -120px; top: 90px; width: 460px; height: 460px; opacity: 0.16; }
</style></head><body><main>
<svg class="plate" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" fill="none" stroke="#d4a72c" stroke-width="1.5"/><circle cx="16" cy="16" r="9" fill="none" stroke="#d4a72c" stroke-width="1"/></svg>
<div class="brand"><svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#d4a72c"/><circle cx="16" cy="16" r="9" fill="none" stroke="#1c1917" stroke-width="2.5"/><circle cx="16" cy="16" r="4.5" fill="#1c1917"/></svg>${escapeHtml(siteTexts.brand)}</div>
<h1>${escapeHtml(siteTexts.hero.headline)}</h1>
<p>${escapeHtml(siteTexts.hero.subline)}</p>
</main><div class="bar"></div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: ["--no-sandbox", "--headless", "--disable-gpu"],
});
try {
  const page = await browser.newPage({
    viewport: { width: ogImage.width, height: ogImage.height },
    deviceScaleFactor: 1,
  });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const out = `${siteDir}public${ogImage.path}`;
  await page.screenshot({ path: out, type: "png" });
  console.log(`▸ ${out}`);
} finally {
  await browser.close();
}
