// Part of `pnpm --filter @tischservice/site bench`: Lighthouse (mobile preset: Moto G Power emulation,
// simulated slow 4G) on the built site served by the built server, for every page. Prints the four
// category scores of the median run by performance (LIGHTHOUSE_RUNS runs, default 3) against the targets
// of issue 11, and the JavaScript the page fetched until the network was quiet (transferred, i.e. gzip).
// That includes the chunks loaded on demand right after the start (live partner list, cookie banner);
// the initial JavaScript of each page is the figure bench.mjs prints before. Only prints: the figures
// depend on the machine and on how busy it is, so no test asserts them.
// Needs the builds (`node scripts/start.mjs --build-only`) and Debian's chromium (CHROMIUM_PATH overrides).

import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "../../../e2e/start-built-server.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/impressum", "/datenschutz"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

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

const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);

/** One Lighthouse run; a run that fails on its own (e.g. NO_NAVSTART on a busy machine) is repeated twice. */
async function lighthouseRun(url, port) {
  let lastError = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
  }
  throw new Error(`${url}: ${lastError}`);
}

/** Runs Lighthouse `runs` times on `url`; the median run by performance and the lowest and highest score. */
async function medianRun(url, port) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url, port));
  results.sort((a, b) => score(a, "performance") - score(b, "performance"));
  return {
    lhr: results[Math.floor(results.length / 2)],
    range: `${score(results[0], "performance")}–${score(results.at(-1), "performance")}`,
  };
}

if (!existsSync(new URL("../../api/dist/main.js", import.meta.url))) {
  console.error("packages/api/dist/main.js fehlt: zuerst `node scripts/start.mjs --build-only`.");
  process.exit(1);
}
const server = await startBuiltServer({ dataDirPrefix: "tischservice-lighthouse-" });
let chrome;
let missed = false;
try {
  chrome = await launch({
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
  console.log(
    `Lighthouse (mobil, Median aus ${runs} Läufen) gegen ${server.baseURL}; Ziele: Performance ≥ 95, sonst 100`,
  );
  for (const path of pages) {
    const { lhr, range } = await medianRun(`${server.baseURL}${path}`, chrome.port);
    const scores = Object.fromEntries(categories.map((id) => [id, score(lhr, id)]));
    const scripts = loadedScripts(lhr);
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    console.log(
      `${path.padEnd(13)} Performance ${scores.performance} (${range})  Barrierefreiheit ${scores.accessibility}` +
        `  Best Practices ${scores["best-practices"]}  SEO ${scores.seo}` +
        `  FCP ${lhr.audits["first-contentful-paint"].displayValue}` +
        `  LCP ${lhr.audits["largest-contentful-paint"].displayValue}` +
        `  TBT ${lhr.audits["total-blocking-time"].displayValue}` +
        `  CLS ${lhr.audits["cumulative-layout-shift"].displayValue}` +
        `  JS bis zur Ruhe ${jsKb.toFixed(1)} kB gzip (${scripts.length} Dateien)`,
    );
    for (const id of categories) {
      if (scores[id] < targets[id]) {
        missed = true;
        console.log(`    ${id} unter ${targets[id]}: ${failingAudits(lhr, id).join(", ")}`);
      }
    }
  }
} finally {
  chrome?.kill();
  await server.stop();
}
if (missed) {
  console.log(
    "Lighthouse: mindestens ein Ziel verfehlt (siehe oben; auf einem ausgelasteten Rechner streut TBT stark).",
  );
}
