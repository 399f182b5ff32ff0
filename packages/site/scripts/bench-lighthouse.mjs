// Part of `pnpm --filter @tischservice/site bench`: Lighthouse (mobile preset: Moto G Power emulation,
// simulated slow 4G) on the built site served by the built server, for every page (LIGHTHOUSE_PAGES to
// choose). Runs each page LIGHTHOUSE_RUNS times (default 3) and prints, per goal, the worst run, every
// run's figure and whether the goal was met in every run: performance ≥ 95 (the floor a guest on a phone
// feels, summed up per page at the end), total blocking time < 150 ms, accessibility, best practices and
// SEO 100. Then the median run's FCP, LCP, TBT, CLS and the JavaScript the page fetched until the network
// was quiet (transferred, i.e. gzip).
// That includes the chunks loaded on demand right after the start (live partner list, cookie banner);
// the initial JavaScript of each page is the figure bench.mjs prints before. Only prints: the figures
// depend on the machine and on how busy it is, so no test asserts them.
// Needs the builds (`node scripts/start.mjs --build-only`) and Debian's chromium (CHROMIUM_PATH overrides).

import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutablePath } from "../../../e2e/chromium-launch.mjs";
import { startBuiltServer } from "../../../e2e/start-built-server.mjs";

// LIGHTHOUSE_PAGES="/ /impressum" measures only those pages.
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/ /restaurants /impressum /datenschutz")
  .split(/\s+/)
  .filter(Boolean);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const labels = {
  performance: "Performance",
  accessibility: "Barrierefreiheit",
  "best-practices": "Best Practices",
  seo: "SEO",
};
const tbtTargetMs = 150;
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

/** Runs Lighthouse `runs` times on `url`: every run's report, the median one by performance in the middle. */
async function allRuns(url, port) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url, port));
  return results.sort((a, b) => score(a, "performance") - score(b, "performance"));
}

const tbtMs = (lhr) => lhr.audits["total-blocking-time"].numericValue ?? Number.POSITIVE_INFINITY;
const mark = (met) => (met ? "✓" : "✗");

/**
 * The goals, judged on every run: the lowest score of a category and the highest total
 * blocking time count. One line per goal: worst run, the spread, the goal, met or not.
 */
function goalLines(results) {
  const lines = [];
  for (const id of categories) {
    const scores = results.map((lhr) => score(lhr, id));
    const worst = Math.min(...scores);
    const met = worst >= targets[id];
    lines.push({
      met,
      text: `${labels[id].padEnd(17)} ${String(worst).padStart(3)}  (Läufe ${scores.join(", ")})  Ziel ≥ ${targets[id]}  ${mark(met)}`,
    });
  }
  const blocking = results.map(tbtMs);
  const worstTbt = Math.max(...blocking);
  const met = worstTbt < tbtTargetMs;
  lines.push({
    met,
    text: `${"Total Blocking Time".padEnd(17)} ${String(Math.round(worstTbt)).padStart(3)} ms  (Läufe ${blocking.map((ms) => Math.round(ms)).join(", ")} ms)  Ziel < ${tbtTargetMs} ms  ${mark(met)}`,
  });
  return lines;
}

if (!existsSync(new URL("../../api/dist/main.js", import.meta.url))) {
  console.error("packages/api/dist/main.js fehlt: zuerst `node scripts/start.mjs --build-only`.");
  process.exit(1);
}
const server = await startBuiltServer({ dataDirPrefix: "tischservice-lighthouse-" });
let chrome;
let missed = false;
/** Per page, the worst run's mobile performance: the floor the summary at the end prints. */
const performanceFloor = [];
try {
  chrome = await launch({
    chromePath: chromiumExecutablePath,
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
    `Lighthouse (mobil, ${runs} Läufe je Seite) gegen ${server.baseURL}; Ziele in jedem Lauf: Performance ≥ 95, ` +
      `Total Blocking Time < ${tbtTargetMs} ms, Barrierefreiheit, Best Practices und SEO 100`,
  );
  for (const path of pages) {
    const results = await allRuns(`${server.baseURL}${path}`, chrome.port);
    const lhr = results[Math.floor(results.length / 2)];
    performanceFloor.push({ path, worst: score(results[0], "performance") });
    const scripts = loadedScripts(lhr);
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    console.log(`${path}`);
    for (const line of goalLines(results)) {
      if (!line.met) missed = true;
      console.log(`  ${line.text}`);
    }
    console.log(
      `  Median: FCP ${lhr.audits["first-contentful-paint"].displayValue}` +
        `  LCP ${lhr.audits["largest-contentful-paint"].displayValue}` +
        `  TBT ${lhr.audits["total-blocking-time"].displayValue}` +
        `  CLS ${lhr.audits["cumulative-layout-shift"].displayValue}` +
        `  JS bis zur Ruhe ${jsKb.toFixed(1)} kB gzip (${scripts.length} Dateien)`,
    );
    for (const id of categories) {
      const worst = results[0] && results.reduce((low, run) => (score(run, id) < score(low, id) ? run : low));
      if (worst && score(worst, id) < targets[id]) {
        console.log(
          `    ${labels[id]} ${score(worst, id)}, Punkte kosten: ${failingAudits(worst, id).join(", ")}`,
        );
      }
    }
  }
} finally {
  chrome?.kill();
  await server.stop();
}
if (performanceFloor.length) {
  console.log(`Performance mobil, schlechtester von ${runs} Läufen, Untergrenze ≥ ${targets.performance}:`);
  for (const { path, worst } of performanceFloor) {
    console.log(`  ${path.padEnd(14)} ${String(worst).padStart(3)}  ${mark(worst >= targets.performance)}`);
  }
}
console.log(
  missed
    ? "Lighthouse: mindestens ein Ziel verfehlt (siehe oben; auf einem ausgelasteten Rechner streut TBT stark)."
    : "Lighthouse: alle Ziele in jedem Lauf erreicht.",
);
