// Prints the JavaScript the built dashboard loads: the initial load (entry and its static imports) and,
// per route, what the route adds on top, in kB gzip. Run after `pnpm --filter @tischservice/dashboard build`.
import { budgetKb } from "./budget.mjs";
import { measureInitialJs, readManifest } from "./initial-js.mjs";

const manifest = readManifest();
const { initial, routes } = measureInitialJs(manifest);

console.log(`Dashboard: initiales JavaScript ${initial.kb.toFixed(1)} kB gzip (Ziel ≤ ${budgetKb} kB)`);
for (const { route, addKb, firstVisitKb } of routes) {
  console.log(
    `  ${route.padEnd(24)} +${addKb.toFixed(1)} kB → ${firstVisitKb.toFixed(1)} kB gzip beim ersten Aufruf`,
  );
}
const heavy = Object.values(manifest).filter(
  (chunk) => /konva|recharts/.test(chunk.file) && initial.files.has(chunk.file),
);
if (heavy.length > 0) console.log(`  Achtung: im initialen Laden: ${heavy.map((c) => c.file).join(", ")}`);
