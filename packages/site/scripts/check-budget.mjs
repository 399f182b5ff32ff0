// `test:build` (after the build): fails when a page of the built site breaks the size budget asks of it.
// - initial JavaScript (entry and preloads, gzip) at most 100 kB per page;
// - only islands are hydrated: each page's entry finds its islands in the prerendered HTML, and what is
//   loaded on demand (detail modal, cookie banner, demo-form validation) is not part of the initial load;
// - the stylesheet is inlined into every page and no script fetches it again (a second copy, applied when a
//   chunk loads on demand, would restyle the whole page);
// - no partner is baked into a page: the partner section and the directory are prerendered loading, the
//   list comes live;
// - no page renders or bundles a ui component that styles.css keeps out of Tailwind's sources.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { allScripts, assertBuilt, budgetKb, dist, measurePage, pages } from "./page-sizes.mjs";
import { unscannedUiFilesInUse } from "./unscanned-ui-files.mjs";

const islandsByPage = {
  "/": ["header", "partners", "demo-form", "cookie-settings", "cookie-consent"],
  "/restaurants": ["header", "partner-directory", "cookie-settings", "cookie-consent"],
  "/impressum": ["header", "cookie-settings", "cookie-consent"],
  "/datenschutz": ["header", "cookie-settings", "cookie-consent"],
  "/agb": ["header", "cookie-settings", "cookie-consent"],
};
const onDemand = /restaurant-detail-dialog|cookie-banner-chunk|validate-demo-request|partners-api/;

assertBuilt();
const failures = [];
const stylesheets = readdirSync(join(dist, "assets")).filter((name) => name.endsWith(".css"));
for (const script of allScripts()) {
  const code = readFileSync(join(dist, script), "utf8");
  const named = stylesheets.filter((name) => code.includes(name));
  if (named.length > 0) failures.push(`${script} lädt ${named.join(", ")} nach (statt eingebettet)`);
}
for (const [path, file] of Object.entries(pages)) {
  const page = measurePage(file);
  console.log(
    `Site ${path.padEnd(13)} initiales JavaScript ${page.jsKb.toFixed(1)} kB gzip (Budget ${budgetKb} kB)`,
  );
  if (page.jsKb > budgetKb)
    failures.push(`${path}: initiales JavaScript ${page.jsKb.toFixed(1)} kB > ${budgetKb} kB`);
  const eager = page.js.filter((asset) => onDemand.test(asset));
  if (eager.length > 0) failures.push(`${path}: im initialen Laden, statt bei Bedarf: ${eager.join(", ")}`);
  const islands = [...page.html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1]);
  const expected = islandsByPage[path] ?? [];
  if (islands.join() !== expected.join()) {
    failures.push(`${path}: Inseln ${islands.join(", ") || "keine"} statt ${expected.join(", ")}`);
  }
  for (const name of stylesheets) {
    const css = readFileSync(join(dist, "assets", name), "utf8");
    if (!page.html.includes(`<style>${css}</style>`)) failures.push(`${path}: ${name} nicht eingebettet`);
  }
  if (page.html.includes('rel="stylesheet"'))
    failures.push(`${path}: ein Stylesheet wird per <link> geladen`);
  if (page.html.includes("<!--island:")) failures.push(`${path}: eine Insel wurde nicht vorgerendert`);
  if (
    (path === "/" || path === "/restaurants") &&
    (!page.html.includes('data-testid="partners-loading"') || page.html.includes("data-live"))
  ) {
    failures.push(`${path}: die Partnerliste ist ins HTML gebacken (sie muss live geladen werden)`);
  }
}
for (const use of unscannedUiFilesInUse(dist, Object.values(pages))) {
  failures.push(`${use}, aber src/styles.css nimmt die Datei von Tailwinds Quellen aus`);
}
if (failures.length > 0) {
  console.error(`Site: Prüfung des Builds fehlgeschlagen:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
