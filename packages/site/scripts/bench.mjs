// `pnpm --filter @tischservice/site bench`: sizes of the built site (run the build first). For each page,
// the JavaScript and CSS the browser loads before anything else (entry script, its modulepreloads and
// stylesheets), gzip level 9, against the 100 kB budget of issue 11; then the chunks loaded on demand.
// Lighthouse scores follow in `bench-lighthouse.mjs` (the same `bench` script).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist", import.meta.url).pathname;
const budgetKb = 100;
if (!existsSync(join(dist, "index.html"))) {
  console.error("dist/index.html fehlt: zuerst `pnpm --filter @tischservice/site build`.");
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const pages = {
  "/": "index.html",
  "/impressum": "impressum/index.html",
  "/datenschutz": "datenschutz/index.html",
};
const initial = new Set();
let overBudget = false;

for (const [path, file] of Object.entries(pages)) {
  const html = readFileSync(join(dist, file), "utf8");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const js = [...scripts, ...preloads];
  for (const asset of js) initial.add(asset);
  const jsKb = js.reduce((sum, asset) => sum + gzipKb(asset), 0);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const cssKb =
    styles.reduce((sum, asset) => sum + gzipKb(asset), 0) +
    (inlineCss ? gzipSync(inlineCss, { level: 9 }).length / 1024 : 0);
  const htmlKb = gzipKb(file);
  if (jsKb > budgetKb) overBudget = true;
  console.log(
    `${path.padEnd(13)} initial JS ${jsKb.toFixed(1).padStart(6)} kB gzip (budget ${budgetKb} kB, ${js.length} files)` +
      `  CSS ${cssKb.toFixed(1)} kB${inlineCss ? " (inline)" : ""}  HTML ${htmlKb.toFixed(1)} kB`,
  );
}

console.log("on demand (gzip):");
for (const asset of readdirSync(join(dist, "assets"))
  .filter((name) => name.endsWith(".js"))
  .sort()) {
  if (initial.has(`assets/${asset}`)) continue;
  console.log(`  ${asset.padEnd(48)} ${gzipKb(`assets/${asset}`).toFixed(1).padStart(6)} kB`);
}
if (overBudget) {
  console.error(`Initiales JavaScript über ${budgetKb} kB gzip.`);
  process.exit(1);
}
