// `pnpm --filter @tischservice/site bench`: sizes of the built site (run the build first). For each page,
// the JavaScript and CSS the browser loads before anything else (entry script, its modulepreloads and
// stylesheets), gzip level 9, against the 100 kB budget; then the chunks loaded on demand. The same budget
// fails `pnpm test` (`check-budget.mjs`). Lighthouse scores follow in `bench-lighthouse.mjs`.
import { allScripts, assertBuilt, budgetKb, gzipKb, measurePage, pages } from "./page-sizes.mjs";

assertBuilt();
const initial = new Set();
for (const [path, file] of Object.entries(pages)) {
  const page = measurePage(file);
  for (const asset of page.js) initial.add(asset);
  console.log(
    `${path.padEnd(13)} initial JS ${page.jsKb.toFixed(1).padStart(6)} kB gzip (budget ${budgetKb} kB, ${page.js.length} files)` +
      `  CSS ${page.cssKb.toFixed(1)} kB${page.inlineCss ? " (inline)" : ""}  HTML ${page.htmlKb.toFixed(1)} kB`,
  );
}
console.log("on demand (gzip):");
for (const asset of allScripts()) {
  if (initial.has(asset)) continue;
  console.log(`  ${asset.slice("assets/".length).padEnd(48)} ${gzipKb(asset).toFixed(1).padStart(6)} kB`);
}
