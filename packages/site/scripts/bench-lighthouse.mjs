// Part of `pnpm --filter @tischservice/site bench`: Lighthouse (mobile preset: Moto G Power emulation,
// simulated slow 4G) on the built site served by the built server, for every page. Prints the four
// category scores and the JavaScript the page loaded (transferred, i.e. gzip), against the targets of
// issue 11. Only prints: the figures depend on the machine, so no test asserts them.
// Needs the builds (`node scripts/start.mjs --build-only`) and Debian's chromium (CHROMIUM_PATH overrides).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/impressum", "/datenschutz"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const jsBudgetKb = 100;

/** Scripts fetched while Lighthouse loaded the page, with their transferred (compressed) size. */
function loadedScripts(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items.filter((item) => item.resourceType === "Script");
}

/** The audits that cost points in a category, for the line under a missed target. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

const server = await startBuiltServer();
const chrome = await launch({
  chromePath,
  chromeFlags: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

let missed = false;
try {
  console.log(
    `Lighthouse (mobil) gegen ${server.baseURL}, Ziele: Performance ≥ 95, sonst 100, JS ≤ ${jsBudgetKb} kB`,
  );
  for (const path of pages) {
    const result = await lighthouse(`${server.baseURL}${path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    );
    const scripts = loadedScripts(lhr);
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    console.log(
      `${path.padEnd(13)} Performance ${scores.performance}  Barrierefreiheit ${scores.accessibility}` +
        `  Best Practices ${scores["best-practices"]}  SEO ${scores.seo}` +
        `  JS geladen ${jsKb.toFixed(1)} kB gzip (${scripts.length} Dateien)` +
        `  LCP ${lhr.audits["largest-contentful-paint"].displayValue}` +
        `  TBT ${lhr.audits["total-blocking-time"].displayValue}` +
        `  CLS ${lhr.audits["cumulative-layout-shift"].displayValue}`,
    );
    for (const id of categories) {
      if (scores[id] < targets[id]) {
        missed = true;
        console.log(`    ${id} unter ${targets[id]}: ${failingAudits(lhr, id).join(", ")}`);
      }
    }
    if (jsKb > jsBudgetKb) missed = true;
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (missed) console.log("Lighthouse: mindestens ein Ziel verfehlt (siehe oben).");
